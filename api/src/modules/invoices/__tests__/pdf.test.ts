import type { InvoiceLine } from '../../../db/schema';
import { paymentReference } from 'shared-domain';
import { pdfKitLoader, renderInvoicePdf } from '../pdf';
import type { ReadableInvoice } from '../repository';

/** The description column: it starts at the left margin and is 235 points wide. */
const DESCRIPTION_LEFT = 50;
const DESCRIPTION_RIGHT = 285;
const BODY_FONT_SIZE = 10;

const LONG =
  'covering competitor analysis, pricing benchmarks, customer interviews in three countries and a written report with recommendations for the board';

/** Line n: short, or every seventh one a description long enough to wrap over several lines. */
function lines(count: number, { long = true } = {}): InvoiceLine[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const quantity = (n % 3) + 1;
    const unitPriceCents = 10_000 + n * 1_234;
    return {
      description: long && n % 7 === 3 ? `Market research package #${n} ${LONG}` : `Consulting package #${n}`,
      quantity,
      unitPriceCents,
      totalCents: quantity * unitPriceCents,
    };
  });
}

function invoice(invoiceLines: InvoiceLine[], overrides: Partial<ReadableInvoice> = {}): ReadableInvoice {
  const subtotalCents = invoiceLines.reduce((sum, line) => sum + line.totalCents, 0);
  const bonusAppliedCents = Math.floor(subtotalCents / 5);
  const netCents = subtotalCents - bonusAppliedCents;
  const vatCents = Math.round(netCents * 0.21);
  return {
    id: '6f1c2a0e-3b7d-4c55-9a51-0d2f5b8e7a11',
    number: 'INV-2026-000042',
    orderId: '0b5d7e3a-9c1f-4e2b-8a6d-5f4c3b2a1e0d',
    userId: '8e2f4a6c-1d3b-4f5e-9a7c-2b4d6f8a0c1e',
    orderNumber: 'GP-20260110-ABCDEF0123',
    issuer: {
      name: 'Growth Partners CZ s.r.o.',
      address: 'Václavské náměstí 1, 110 00 Praha',
      registrationNumber: 'IČO 12345678',
      email: 'billing@example.com',
      iban: 'CZ6508000000192000145399',
      bic: 'GIBACZPX',
    },
    client: {
      name: 'Olena Koval',
      email: 'olena@example.com',
      companyName: 'Koval Trading s.r.o.',
      vatId: 'CZ87654321',
      billingAddress: { street: 'Národní 10', city: 'Praha', postalCode: '110 00', country: 'Czech Republic' },
    },
    lines: invoiceLines,
    subtotalCents,
    bonusAppliedCents,
    bonusOffer: 'percentage',
    netCents,
    vatTreatment: 'standard',
    vatRateBp: 2100,
    vatCents,
    reverseCharge: false,
    amountDueCents: netCents + vatCents,
    currency: 'EUR',
    state: 'sent',
    language: 'en',
    issuedAt: new Date('2026-01-10T09:00:00Z'),
    dueAt: new Date('2099-01-24T09:00:00Z'),
    paidAt: null,
    paidReference: null,
    ...overrides,
  };
}

interface Word {
  text: string;
  x: number;
  y: number;
  width: number;
}

/** Each page's pieces of text with where they stand (y grows upwards, as in PDF). */
async function readPages(pdf: Buffer): Promise<Word[][]> {
  const { getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: Word[][] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim() ? [{ text: item.str.trim(), x: item.transform[4] ?? 0, y: item.transform[5] ?? 0, width: item.width }] : [],
      ),
    );
  }
  return pages;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');
const pageText = (words: Word[]) => flat(words.map((word) => word.text).join(' '));
/** The description column top to bottom, as one text. */
const descriptionColumn = (words: Word[]) =>
  flat(
    words
      .filter((word) => word.x < DESCRIPTION_RIGHT)
      .sort((a, b) => b.y - a.y || a.x - b.x)
      .map((word) => word.text)
      .join(' '),
  );
const lineNumbers = (text: string) => [...text.matchAll(/#(\d+)\b/g)].map((match) => Number(match[1]));

const TOTALS = ['Subtotal', 'Bonus applied', 'Amount due'];
const FOOTER = 'Thank you for your business.';

describe('the invoice PDF', () => {
  it('flows a 46-line order over several pages: rows in order, header and page number on each, totals on the last', async () => {
    // 46 rows leave room on the last page for the totals with the bank details beside them.
    const order = lines(46);
    const pages = await readPages(await renderInvoicePdf(invoice(order)));
    expect(pages.length).toBeGreaterThanOrEqual(2);

    pages.forEach((words, index) => {
      const text = pageText(words);
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
      for (const label of ['Service', 'Qty', 'Unit price', 'Total']) expect(text).toContain(label);
      const last = index === pages.length - 1;
      for (const label of [...TOTALS, FOOTER]) expect([index + 1, label, text.includes(label)]).toEqual([index + 1, label, last]);
    });

    // Every description, whole, exactly once, in order, and every amount beside it.
    const columns = pages.map(descriptionColumn);
    expect(lineNumbers(columns.join(' '))).toEqual(order.map((_, index) => index + 1));
    for (const line of order) expect(columns.filter((column) => `${column} `.includes(`${line.description} `))).toHaveLength(1);
    const all = pages.map(pageText).join(' ');
    const { formatMoney, invoiceTexts } = await import('../texts');
    for (const line of order) expect(all).toContain(formatMoney(line.totalCents, 'EUR', invoiceTexts('en')));
    // The last page has rows too: the totals follow the order, they are not left alone on a page here.
    expect(lineNumbers(columns.at(-1)!)).toContain(46);
  });

  it('wraps long descriptions inside their column, and no row overlaps the next', async () => {
    const order = lines(46);
    const pages = await readPages(await renderInvoicePdf(invoice(order)));
    const isDescription = (word: Word) => word.x < DESCRIPTION_RIGHT && order.some((line) => line.description.includes(word.text));
    for (const words of pages) {
      const column = words.filter(isDescription).sort((a, b) => b.y - a.y);
      expect(column.length).toBeGreaterThan(0);
      for (const word of column) {
        expect(word.x).toBeGreaterThanOrEqual(DESCRIPTION_LEFT - 0.5);
        expect(word.x + word.width).toBeLessThanOrEqual(DESCRIPTION_RIGHT + 0.5);
      }
      // Lines of text one under the other: never two on (nearly) the same height.
      for (let i = 1; i < column.length; i += 1) expect(column[i - 1]!.y - column[i]!.y).toBeGreaterThanOrEqual(BODY_FONT_SIZE);
    }
    // The long descriptions did wrap: each goes on over at least two more lines of the column.
    const longLines = order.filter((line) => line.description.endsWith(LONG)).length;
    const continuations = pages.flat().filter((word) => word.x < DESCRIPTION_RIGHT && LONG.includes(word.text));
    expect(longLines).toBeGreaterThan(0);
    expect(continuations.length).toBeGreaterThanOrEqual(2 * longLines);
  });

  it('keeps a short invoice on one page with its totals, footer and "Page 1 of 1"', async () => {
    const pages = await readPages(await renderInvoicePdf(invoice(lines(2))));
    expect(pages).toHaveLength(1);
    const text = pageText(pages[0]!);
    for (const expected of ['Consulting package #1', 'Consulting package #2', ...TOTALS, FOOTER, 'Page 1 of 1']) expect(text).toContain(expected);
  });

  it('numbers the pages in the invoice language', async () => {
    const pages = await readPages(await renderInvoicePdf(invoice(lines(40), { language: 'ua', bonusOffer: 'threshold' })));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((words, index) => expect(pageText(words)).toContain(`Сторінка ${index + 1} з ${pages.length}`));
    expect(pageText(pages.at(-1)!)).toContain('До сплати');
    const cz = await readPages(await renderInvoicePdf(invoice(lines(40)), 'cz'));
    cz.forEach((words, index) => expect(pageText(words)).toContain(`Strana ${index + 1} z ${cz.length}`));
  });

  it('never leaves a blank page, whatever the number of lines: totals and footer stay together on the last page', async () => {
    let totalsAlone = 0;
    // From one page to two, through the counts where the totals no longer fit under the rows of page 1.
    for (let count = 10; count <= 45; count += 1) {
      const pages = await readPages(await renderInvoicePdf(invoice(lines(count, { long: false }))));
      const columns = pages.map(descriptionColumn);
      expect([count, lineNumbers(columns.join(' '))]).toEqual([count, Array.from({ length: count }, (_, index) => index + 1)]);
      pages.forEach((words, index) => {
        const text = pageText(words);
        const last = index === pages.length - 1;
        expect([count, index + 1, text.includes(`Page ${index + 1} of ${pages.length}`)]).toEqual([count, index + 1, true]);
        expect([count, index + 1, TOTALS.every((label) => text.includes(label)), text.includes(FOOTER)]).toEqual([count, index + 1, last, last]);
        // A page before the last always carries rows.
        if (!last) expect([count, index + 1, lineNumbers(columns[index]!).length > 0]).toEqual([count, index + 1, true]);
      });
      if (lineNumbers(columns.at(-1)!).length === 0) totalsAlone += 1;
    }
    // Some counts fill the last page with rows, so the totals had to move to a page of their own.
    expect(totalsAlone).toBeGreaterThan(0);
  });
});

describe('the fonts every invoice shares', () => {
  it('keeps each letter readable in the next invoice, after one that printed it only inside accented letters', async () => {
    // As a process that has just started: the fonts are parsed on its first invoice.
    const freshFonts = pdfKitLoader();
    const render = (sale: ReadableInvoice) => renderInvoicePdf(sale, sale.language, freshFonts);
    const description = (text: string) => [{ description: text, quantity: 1, unitPriceCents: 100, totalCents: 100 }];
    // Accented capitals are drawn from their plain letter and the accent: the plain letters are not laid out here.
    await render(invoice(description('ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ ÄÖÜ ĄĘŁŃŚŹŻ'), { language: 'cz' }));
    const plain = 'ACDEINORSTUYZ LWQJ';
    const text = pageText((await readPages(await render(invoice(description(plain)))))[0]!);
    expect(text).toContain(plain);
  });
});

describe('the VAT and the bank transfer on the invoice PDF', () => {
  const textOf = async (pdf: Promise<Buffer>) => (await readPages(await pdf)).map(pageText).join(' ');
  /** Without spaces: where a long statement wraps is the layout's business. */
  const unspaced = (text: string) => text.replace(/\s/g, '');

  it('shows the net, the VAT line and how to pay: beneficiary, IBAN, BIC and the payment reference', async () => {
    const sale = invoice(lines(2));
    const text = await textOf(renderInvoicePdf(sale));
    const { formatMoney, invoiceTexts } = await import('../texts');
    const money = (cents: number) => formatMoney(cents, 'EUR', invoiceTexts('en'));
    expect(text).toContain(`Net amount ${money(sale.netCents)}`);
    expect(text).toContain(`VAT 21% ${money(sale.vatCents)}`);
    expect(text).toContain(`Amount due ${money(sale.netCents + sale.vatCents)}`);
    expect(text).toContain('Payment by bank transfer');
    expect(text).toContain('Beneficiary: Growth Partners CZ s.r.o.');
    expect(text).toContain('IBAN: CZ65 0800 0000 1920 0014 5399');
    expect(text).toContain('BIC: GIBACZPX');
    expect(text).toContain(`Payment reference: ${paymentReference('GP-20260110-ABCDEF0123')}`);
    expect(text).not.toContain('Reverse charge');
    expect(text).not.toContain('Outside the scope of EU VAT');
  });

  it('states reverse charge, with Art. 196, in the language of the invoice', async () => {
    const reverse = invoice(lines(2), { vatTreatment: 'reverse_charge', vatRateBp: 0, vatCents: 0, reverseCharge: true });
    reverse.amountDueCents = reverse.netCents;
    const english = await textOf(renderInvoicePdf(reverse));
    expect(unspaced(english)).toContain(unspaced('Reverse charge – VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC)'));
    expect(english).toContain('VAT 0%');
    const czech = await textOf(renderInvoicePdf(reverse, 'cz'));
    expect(unspaced(czech)).toContain(unspaced('Přenesení daňové povinnosti – daň odvede příjemce plnění (čl. 196 směrnice 2006/112/ES)'));
    expect(czech).toContain('Platba bankovním převodem');
  });

  it('says a client outside the EU is outside the scope of EU VAT', async () => {
    const outside = invoice(lines(2), { vatTreatment: 'outside_eu', vatRateBp: 0, vatCents: 0 });
    outside.amountDueCents = outside.netCents;
    expect(await textOf(renderInvoicePdf(outside))).toContain('Outside the scope of EU VAT');
  });

  it('prints no VAT line on an invoice issued before VAT was charged, but still how to pay it', async () => {
    const before = invoice(lines(2), { vatTreatment: null, vatRateBp: 0, vatCents: 0 });
    before.amountDueCents = before.netCents;
    const text = await textOf(renderInvoicePdf(before));
    expect(text).not.toMatch(/VAT \d/);
    expect(text).not.toContain('Net amount');
    expect(text).toContain('IBAN: CZ65 0800 0000 1920 0014 5399');
  });
});
