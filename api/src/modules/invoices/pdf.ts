import fs from 'node:fs';
import path from 'node:path';
import type { Font } from 'fontkit';
import type PDFDocumentClass from 'pdfkit';
import { invoiceStatus } from 'shared-domain';
import { paymentInstructions } from './issuer';
import type { ReadableInvoice } from './repository';
import { formatDate, formatMoney, invoiceTexts, paymentLines, vatStatement, type InvoiceTexts } from './texts';

// DejaVu covers Latin with diacritics and Cyrillic, so Czech and Ukrainian invoices print correctly.
const FONTS = path.dirname(require.resolve('dejavu-fonts-ttf/package.json'));

/** pdfkit accepts a parsed fontkit font (anything with `layout`), which its types do not list. */
type FontSource = Parameters<PDFKit.PDFDocument['registerFont']>[1];

interface PdfKit {
  PDFDocument: typeof PDFDocumentClass;
  regular: () => FontSource;
  bold: () => FontSource;
}

/**
 * pdfkit and the fonts are loaded by the first invoice a process prints, not when it starts (most
 * processes print none for a while). Each font is read and parsed once: its tables, and the
 * text-shaping lookups decoded from them (most of a render's time), serve every invoice. A document
 * gets a view of the font with an empty glyph cache: fontkit keeps a glyph with the characters it
 * was first asked for, and a glyph first met as part of an accented one (Č, Ů) carries none, which
 * would leave it out of the text a reader copies or searches in the next document. Each document
 * embeds only the glyphs it uses. A new loader starts as a process that has printed nothing.
 */
export function pdfKitLoader(): () => Promise<PdfKit> {
  let pdfKit: Promise<PdfKit> | undefined;
  return () => {
    pdfKit ??= (async () => {
      const [{ default: PDFDocument }, fontkit] = await Promise.all([import('pdfkit'), import('fontkit')]);
      const font = (file: string) => {
        const parsed = fontkit.create(fs.readFileSync(path.join(FONTS, file))) as Font;
        return () => Object.create(parsed, { _glyphs: { value: {}, writable: true } }) as FontSource;
      };
      return { PDFDocument, regular: font('ttf/DejaVuSans.ttf'), bold: font('ttf/DejaVuSans-Bold.ttf') };
    })();
    // A failure is not kept: the next invoice tries again.
    pdfKit.catch(() => (pdfKit = undefined));
    return pdfKit;
  };
}

/** The process's own: every invoice it prints shares the parsed fonts. */
const processPdfKit = pdfKitLoader();

const MARGIN = 50;
/** A4 is 595.28 points wide: 495 points between the margins. */
const CONTENT_WIDTH = 495;
const BODY_SIZE = 10;
const SMALL_SIZE = 8;
/** Space above and below a table row's text. */
const ROW_PADDING = 4;

interface Column {
  x: number;
  width: number;
  align: 'left' | 'right';
}

/** Service, quantity, unit price, total: the description wraps inside its column, the numbers align right. */
const TABLE: readonly Column[] = [
  { x: MARGIN, width: 235, align: 'left' },
  { x: 295, width: 45, align: 'right' },
  { x: 350, width: 95, align: 'right' },
  { x: 455, width: 90, align: 'right' },
];
/** The totals: a label that may wrap, and its amount under the total column. */
const SUMMARY_LABEL: Column = { x: 260, width: 185, align: 'left' };
const SUMMARY_VALUE: Column = TABLE[3]!;
/** How to pay, beside the totals, a size smaller so that an IBAN fits on one line. */
const PAYMENT: Column = { x: MARGIN, width: 205, align: 'left' };
const PAYMENT_SIZE = 9;

/**
 * The totals: subtotal, bonus or offer, then (unless the invoice was issued before VAT was charged)
 * the net and its VAT, and the amount due.
 */
function summaryRows(invoice: ReadableInvoice, t: InvoiceTexts, money: (cents: number) => string): Array<[string, string]> {
  return [
    [t.subtotal, money(invoice.subtotalCents)],
    [`${t.bonusApplied} (${t.offers[invoice.bonusOffer]})`, `− ${money(invoice.bonusAppliedCents)}`],
    ...(invoice.vatTreatment === null
      ? []
      : ([
          [t.net, money(invoice.netCents)],
          [t.vat(invoice.vatRateBp), money(invoice.vatCents)],
        ] as Array<[string, string]>)),
    [t.amountDue, money(invoice.amountDueCents)],
  ];
}

/**
 * The invoice as a PDF in the client's language. The text flows from page to page: a row that does not
 * fit goes to the next page under a repeated table header; the totals, the VAT statement (reverse
 * charge, outside the scope of EU VAT), the bank transfer details and the footer stay together on the
 * last page, and every page is numbered 'Page N of M'.
 */
export async function renderInvoicePdf(invoice: ReadableInvoice, language = invoice.language, loadPdfKit = processPdfKit): Promise<Buffer> {
  const { PDFDocument, regular, bold } = await loadPdfKit();
  const t = invoiceTexts(language);
  const money = (cents: number) => formatMoney(cents, invoice.currency, t);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, lang: t.locale, info: { Title: `${t.invoice} ${invoice.number}` } });
  doc.registerFont('regular', regular());
  doc.registerFont('bold', bold());
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** Where text may end on the current page. */
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  /** Cells side by side from one top; returns the height of the tallest. */
  function cells(columns: readonly Column[], texts: string[], top: number): number {
    let height = 0;
    texts.forEach((text, index) => {
      const { x, width, align } = columns[index]!;
      doc.text(text, x, top, { width, align });
      height = Math.max(height, doc.y - top);
    });
    doc.x = MARGIN;
    return height;
  }

  function cellsHeight(columns: readonly Column[], texts: string[]): number {
    return Math.max(...texts.map((text, index) => doc.heightOfString(text, { width: columns[index]!.width })));
  }

  function rule(y: number, color = '#999999', from = MARGIN) {
    doc.save().moveTo(from, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(0.5).strokeColor(color).stroke().restore();
  }

  /** Writes near or below the bottom margin without pdfkit starting a page of its own. */
  function withoutBottomMargin(write: () => void) {
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write();
    doc.page.margins.bottom = margin;
  }

  function tableHeader() {
    doc.font('bold').fontSize(BODY_SIZE);
    const top = doc.y;
    const height = cells(TABLE, [t.description, t.quantity, t.unitPrice, t.total], top);
    rule(top + height + ROW_PADDING / 2);
    doc.y = top + height + ROW_PADDING;
    doc.font('regular');
  }

  /** A page after the first: the invoice it belongs to, at its top. */
  function nextPage() {
    doc.addPage();
    doc.font('bold').fontSize(SMALL_SIZE).text(`${t.invoice} ${invoice.number}`, MARGIN, doc.page.margins.top, { width: CONTENT_WIDTH });
    doc.moveDown(1).font('regular').fontSize(BODY_SIZE);
  }

  // The head: number, dates, status, then issuer and client side by side.
  doc.font('bold').fontSize(22).text(`${t.invoice} ${invoice.number}`, { width: CONTENT_WIDTH });
  doc.moveDown(0.5).font('regular').fontSize(BODY_SIZE);
  doc.text(`${t.number}: ${invoice.number}`);
  doc.text(`${t.issued}: ${formatDate(invoice.issuedAt, t)}`);
  doc.text(`${t.due}: ${formatDate(invoice.dueAt, t)}`);
  doc.text(`${t.status}: ${t.statuses[invoiceStatus(invoice.state, invoice.dueAt)]}`);

  const partiesTop = doc.y + 20;
  const party = (x: number, width: number, title: string, lines: string[]) => {
    doc.font('bold').text(title, x, partiesTop, { width });
    doc.font('regular');
    for (const line of lines) doc.text(line, x, doc.y, { width });
    return doc.y;
  };
  const { issuer, client } = invoice;
  const issuerEnd = party(MARGIN, 250, t.issuer, [issuer.name, issuer.address, issuer.registrationNumber, issuer.email]);
  const address = client.billingAddress;
  const clientEnd = party(320, CONTENT_WIDTH + MARGIN - 320, t.billTo, [
    client.companyName ?? client.name,
    ...(client.companyName ? [client.name] : []),
    ...(address ? [address.street, `${address.postalCode} ${address.city}`, address.country] : []),
    ...(client.vatId ? [`${t.vatId}: ${client.vatId}`] : []),
    client.email,
  ]);
  doc.x = MARGIN;
  doc.y = Math.max(issuerEnd, clientEnd) + 20;

  // The lines: a row that would cross the bottom margin starts a new page, under the header again.
  tableHeader();
  for (const line of invoice.lines) {
    const texts = [line.description, String(line.quantity), money(line.unitPriceCents), money(line.totalCents)];
    const height = cellsHeight(TABLE, texts) + 2 * ROW_PADDING;
    if (doc.y + height > bottom()) {
      nextPage();
      tableHeader();
    }
    const top = doc.y;
    cells(TABLE, texts, top + ROW_PADDING);
    rule(top + height, '#dddddd');
    doc.y = top + height;
  }

  // The totals with how to pay beside them, what the invoice states of its VAT under both, and the
  // footer, kept together on the last page.
  const summary = summaryRows(invoice, t, money);
  const payment = [t.payment.title, ...paymentLines(paymentInstructions(invoice.issuer, invoice.orderNumber), t), t.payment.note];
  const statement = vatStatement(invoice.vatTreatment, t);
  const summaryGap = 6;
  doc.font('bold').fontSize(BODY_SIZE);
  const summaryHeight = summary.reduce((sum, row) => sum + cellsHeight([SUMMARY_LABEL, SUMMARY_VALUE], row) + summaryGap, 0);
  doc.fontSize(PAYMENT_SIZE);
  const paymentHeight = payment.reduce((sum, line) => sum + doc.heightOfString(line, { width: PAYMENT.width }), 0);
  doc.fontSize(BODY_SIZE);
  const statementHeight = statement ? doc.heightOfString(statement, { width: CONTENT_WIDTH }) + 10 : 0;
  doc.fontSize(SMALL_SIZE);
  const footerHeight = doc.heightOfString(t.footer, { width: CONTENT_WIDTH });
  if (doc.y + 20 + Math.max(summaryHeight, paymentHeight) + statementHeight + 20 + footerHeight > bottom()) nextPage();
  doc.y += 20;
  const closingTop = doc.y;
  doc.fontSize(BODY_SIZE);
  for (const [index, row] of summary.entries()) {
    const last = index === summary.length - 1;
    if (last) rule(doc.y - summaryGap / 2, '#999999', SUMMARY_LABEL.x);
    doc.font(last ? 'bold' : 'regular');
    const top = doc.y;
    doc.y = top + cells([SUMMARY_LABEL, SUMMARY_VALUE], row, top) + summaryGap;
  }
  const summaryEnd = doc.y;
  doc.y = closingTop;
  doc.fontSize(PAYMENT_SIZE);
  for (const [index, line] of payment.entries()) doc.font(index === 0 ? 'bold' : 'regular').text(line, PAYMENT.x, doc.y, { width: PAYMENT.width });
  doc.y = Math.max(summaryEnd, doc.y) + 10;
  if (statement) doc.font('bold').fontSize(BODY_SIZE).text(statement, MARGIN, doc.y, { width: CONTENT_WIDTH });
  const footerTop = bottom() - footerHeight;
  withoutBottomMargin(() => {
    doc.font('regular').fontSize(SMALL_SIZE).text(t.footer, MARGIN, footerTop, { width: CONTENT_WIDTH, align: 'center' });
  });

  // 'Page N of M' in the bottom margin of every page, now that M is known.
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    withoutBottomMargin(() => {
      doc.font('regular').fontSize(SMALL_SIZE).text(t.pageOf(index + 1, pages.count), MARGIN, doc.page.height - MARGIN + 15, { width: CONTENT_WIDTH, align: 'right' });
    });
  }
  doc.end();
  return done;
}
