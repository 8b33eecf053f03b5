import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from './DataTable';
import { formatDate, formatPrice } from '../format';

interface Invoice {
  id: string;
  number: string;
  issuedAt: string;
  dueAt: string;
  total: number;
  status: 'sent' | 'paid' | 'overdue';
}

const INVOICES: Invoice[] = [
  { id: '1', number: 'INV-2026-0041', issuedAt: '2026-10-02', dueAt: '2026-10-16', total: 1490, status: 'paid' },
  { id: '2', number: 'INV-2026-0057', issuedAt: '2026-10-20', dueAt: '2026-11-03', total: 12500, status: 'overdue' },
  { id: '3', number: 'INV-2026-0063', issuedAt: '2026-11-12', dueAt: '2026-11-26', total: 2390.5, status: 'sent' },
];

const STATUS_COLOR = { sent: 'info', paid: 'success', overdue: 'error' } as const;

/** The account's invoice list: number, dates, amount, status and a download button, in the toolbar's language. */
function Invoices({ rows, stackBelow }: { rows: Invoice[]; stackBelow?: 'sm' | 'md' | 'lg' }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language;
  return (
    <DataTable
      caption={t('invoices.title')}
      rows={rows}
      rowKey={(invoice) => invoice.id}
      titleColumn="number"
      stackBelow={stackBelow}
      columns={[
        { key: 'number', header: t('invoices.number'), cell: (invoice) => invoice.number },
        { key: 'date', header: t('invoices.date'), cell: (invoice) => formatDate(invoice.issuedAt, language) },
        { key: 'due', header: t('invoices.dueDate'), cell: (invoice) => formatDate(invoice.dueAt, language) },
        { key: 'amount', header: t('invoices.amount'), align: 'right', cell: (invoice) => formatPrice(invoice.total, 'EUR', language) },
        { key: 'status', header: t('invoices.status'), cell: (invoice) => <Chip size="small" color={STATUS_COLOR[invoice.status]} label={t(`invoices.statuses.${invoice.status}`)} /> },
        { key: 'download', header: t('invoices.download'), actions: true, cell: (invoice) => <Button size="small" aria-label={`${t('invoices.download')} ${invoice.number}`}>{t('invoices.download')}</Button> },
      ]}
    />
  );
}

const meta: Meta<typeof Invoices> = {
  title: 'Tables/DataTable',
  component: Invoices,
  args: { rows: INVOICES, stackBelow: 'sm' },
  argTypes: { stackBelow: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          '`DataTable` (shared-ui/tables) lists records: a table from the `stackBelow` breakpoint up, a stack of cards below it, each value beside its column\'s name, the `titleColumn`\'s value heading each card. A column marked `actions` holds the row\'s buttons: its header is read out only, and on a phone they close the card. Switch the viewport to Phone 390 to see the cards.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Invoices>;

export const Default: Story = {};
export const OnAPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const OneRow: Story = { args: { rows: INVOICES.slice(0, 1) } };
