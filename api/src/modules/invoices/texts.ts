import type { BonusOffer } from 'shared-api/src/pricing';

/** The invoice PDF's words in the languages invoices are written in; others use English. */
export interface InvoiceTexts {
  locale: string;
  invoice: string;
  number: string;
  issued: string;
  due: string;
  status: string;
  issuer: string;
  billTo: string;
  vatId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  total: string;
  subtotal: string;
  bonusApplied: string;
  /** The welcome offer the bonus line was priced with, named on the invoice. */
  offers: Record<BonusOffer, string>;
  amountDue: string;
  statuses: Record<'draft' | 'sent' | 'paid' | 'overdue' | 'void', string>;
  footer: string;
}

const en: InvoiceTexts = {
  locale: 'en-GB',
  invoice: 'Invoice',
  number: 'Invoice number',
  issued: 'Date of issue',
  due: 'Due date',
  status: 'Status',
  issuer: 'Issued by',
  billTo: 'Bill to',
  vatId: 'VAT ID',
  description: 'Service',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  total: 'Total',
  subtotal: 'Subtotal',
  bonusApplied: 'Bonus applied',
  offers: { percentage: 'welcome bonus, up to 20 % of the order', threshold: 'welcome discount of 10 000 EUR on orders over 25 000 EUR' },
  amountDue: 'Amount due',
  statuses: { draft: 'Draft', sent: 'Sent', paid: 'Paid', overdue: 'Overdue', void: 'Void' },
  footer: 'Thank you for your business. Bonus credits are non-transferable and never expire.',
};

const ua: InvoiceTexts = {
  locale: 'uk-UA',
  invoice: 'Рахунок',
  number: 'Номер рахунку',
  issued: 'Дата виставлення',
  due: 'Сплатити до',
  status: 'Статус',
  issuer: 'Виставив',
  billTo: 'Платник',
  vatId: 'Номер платника ПДВ',
  description: 'Послуга',
  quantity: 'К-сть',
  unitPrice: 'Ціна',
  total: 'Сума',
  subtotal: 'Разом',
  bonusApplied: 'Застосовано бонус',
  offers: { percentage: 'вітальний бонус, до 20 % замовлення', threshold: 'вітальна знижка 10 000 EUR на замовлення понад 25 000 EUR' },
  amountDue: 'До сплати',
  statuses: { draft: 'Чернетка', sent: 'Надіслано', paid: 'Сплачено', overdue: 'Прострочено', void: 'Анульовано' },
  footer: 'Дякуємо за співпрацю.',
};

const es: InvoiceTexts = {
  locale: 'es-ES',
  invoice: 'Factura',
  number: 'Número de factura',
  issued: 'Fecha de emisión',
  due: 'Fecha de vencimiento',
  status: 'Estado',
  issuer: 'Emitida por',
  billTo: 'Facturar a',
  vatId: 'NIF-IVA',
  description: 'Servicio',
  quantity: 'Cant.',
  unitPrice: 'Precio unitario',
  total: 'Total',
  subtotal: 'Subtotal',
  bonusApplied: 'Bono aplicado',
  offers: { percentage: 'bono de bienvenida, hasta el 20 % del pedido', threshold: 'descuento de bienvenida de 10 000 EUR en pedidos superiores a 25 000 EUR' },
  amountDue: 'Importe a pagar',
  statuses: { draft: 'Borrador', sent: 'Enviada', paid: 'Pagada', overdue: 'Vencida', void: 'Anulada' },
  footer: 'Gracias por confiar en nosotros.',
};

const cz: InvoiceTexts = {
  locale: 'cs-CZ',
  invoice: 'Faktura',
  number: 'Číslo faktury',
  issued: 'Datum vystavení',
  due: 'Datum splatnosti',
  status: 'Stav',
  issuer: 'Dodavatel',
  billTo: 'Odběratel',
  vatId: 'DIČ',
  description: 'Služba',
  quantity: 'Množství',
  unitPrice: 'Cena za jednotku',
  total: 'Celkem',
  subtotal: 'Mezisoučet',
  bonusApplied: 'Uplatněný bonus',
  offers: { percentage: 'uvítací bonus, až 20 % objednávky', threshold: 'uvítací sleva 10 000 EUR na objednávky nad 25 000 EUR' },
  amountDue: 'K úhradě',
  statuses: { draft: 'Koncept', sent: 'Odesláno', paid: 'Zaplaceno', overdue: 'Po splatnosti', void: 'Stornováno' },
  footer: 'Děkujeme za spolupráci.',
};

const TEXTS: Record<string, InvoiceTexts> = { en, ua, es, cz };

export function invoiceTexts(language: string): InvoiceTexts {
  return TEXTS[language] ?? en;
}

/** Money as the invoice prints it, in the language's format, e.g. '1 234,50 €'. */
export function formatMoney(cents: number, currency: string, texts: InvoiceTexts): string {
  return new Intl.NumberFormat(texts.locale, { style: 'currency', currency }).format(cents / 100);
}

export function formatDate(date: Date, texts: InvoiceTexts): string {
  return new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
