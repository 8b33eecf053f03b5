/** What a file really is, from its first bytes; the name and the declared type are not trusted. */
export function sniffContentType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

export type UploadKind = 'image' | 'document' | 'avatar';

const MB = 1024 * 1024;

/** What each kind of upload accepts (issue: images png/jpeg/webp up to 2 MB, documents pdf up to 10 MB). */
export const UPLOAD_RULES: Record<UploadKind, { types: string[]; maxBytes: number; label: string }> = {
  image: { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 2 * MB, label: 'a PNG, JPEG or WebP image up to 2 MB' },
  avatar: { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 2 * MB, label: 'a PNG, JPEG or WebP image up to 2 MB' },
  document: { types: ['application/pdf'], maxBytes: 10 * MB, label: 'a PDF document up to 10 MB' },
};
