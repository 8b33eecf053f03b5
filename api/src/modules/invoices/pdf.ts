import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from './repository';
import { invoiceStatus } from './status';
import { formatDate, formatMoney, invoiceTexts } from './texts';

// DejaVu covers Latin with diacritics and Cyrillic, so Czech and Ukrainian invoices print correctly.
const FONTS = path.dirname(require.resolve('dejavu-fonts-ttf/package.json'));
const REGULAR = path.join(FONTS, 'ttf/DejaVuSans.ttf');
const BOLD = path.join(FONTS, 'ttf/DejaVuSans-Bold.ttf');

/** The invoice as a PDF in the client's language. */
export function renderInvoicePdf(invoice: InvoiceRow, language = invoice.language): Promise<Buffer> {
  const t = invoiceTexts(language);
  const money = (cents: number) => formatMoney(cents, invoice.currency, t);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t.invoice} ${invoice.number}` } });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(22).text(`${t.invoice} ${invoice.number}`);
  doc.moveDown(0.5).font('regular').fontSize(10);
  doc.text(`${t.number}: ${invoice.number}`);
  doc.text(`${t.issued}: ${formatDate(invoice.issuedAt, t)}`);
  doc.text(`${t.due}: ${formatDate(invoice.dueAt, t)}`);
  doc.text(`${t.status}: ${t.statuses[invoiceStatus(invoice.state, invoice.dueAt)]}`);

  const top = doc.y + 20;
  doc.font('bold').text(t.issuer, 50, top);
  doc.font('regular').text(invoice.issuer.name).text(invoice.issuer.address).text(invoice.issuer.registrationNumber).text(invoice.issuer.email);
  const { client } = invoice;
  doc.font('bold').text(t.billTo, 320, top);
  doc.font('regular').text(client.companyName ?? client.name, 320);
  if (client.companyName) doc.text(client.name, 320);
  if (client.billingAddress) {
    const a = client.billingAddress;
    doc.text(a.street, 320).text(`${a.postalCode} ${a.city}`, 320).text(a.country, 320);
  }
  if (client.vatId) doc.text(`${t.vatId}: ${client.vatId}`, 320);
  doc.text(client.email, 320);

  let y = Math.max(doc.y, top + 90) + 20;
  const columns = [50, 300, 360, 460];
  doc.font('bold');
  [t.description, t.quantity, t.unitPrice, t.total].forEach((label, index) => doc.text(label, columns[index], y, { width: 150 }));
  doc.font('regular');
  for (const line of invoice.lines) {
    y += 20;
    doc.text(line.description, columns[0], y, { width: 240 });
    doc.text(String(line.quantity), columns[1], y);
    doc.text(money(line.unitPriceCents), columns[2], y);
    doc.text(money(line.totalCents), columns[3], y);
    y = Math.max(y, doc.y - 12);
  }
  y += 35;
  const summary: Array<[string, string]> = [
    [t.subtotal, money(invoice.subtotalCents)],
    [`${t.bonusApplied} (${t.offers[invoice.bonusOffer]})`, `− ${money(invoice.bonusAppliedCents)}`],
    [t.amountDue, money(invoice.amountDueCents)],
  ];
  for (const [index, [label, value]] of summary.entries()) {
    doc.font(index === summary.length - 1 ? 'bold' : 'regular').text(`${label}: ${value}`, 300, y, { width: 245 });
    y = doc.y + 6;
  }
  doc.font('regular').fontSize(8).text(t.footer, 50, 760, { width: 495, align: 'center' });
  doc.end();
  return done;
}
