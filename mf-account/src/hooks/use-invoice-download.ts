import { useState } from 'react';
import { apiClient } from 'shared-api';

/** Downloads an invoice PDF with its progress (0–100, or null when the size is unknown). */
export function useInvoiceDownload() {
  const [progress, setProgress] = useState<Record<string, number | null>>({});
  const [failed, setFailed] = useState<string | null>(null);

  async function download(invoice: { id: string; number: string }, lang: string) {
    setFailed(null);
    setProgress((current) => ({ ...current, [invoice.id]: 0 }));
    try {
      const response = await apiClient.get<Blob>(`/api/invoices/${invoice.id}/download`, {
        params: { lang },
        responseType: 'blob',
        onDownloadProgress: (event) =>
          setProgress((current) => ({ ...current, [invoice.id]: event.total ? Math.round((event.loaded / event.total) * 100) : null })),
      });
      const url = URL.createObjectURL(response.data);
      const link = Object.assign(document.createElement('a'), { href: url, download: `${invoice.number}.pdf` });
      document.body.appendChild(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch {
      setFailed(invoice.id);
    } finally {
      setProgress(({ [invoice.id]: _done, ...rest }) => rest);
    }
  }

  return { download, progress, failed };
}
