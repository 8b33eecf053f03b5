import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@testing/render';
import { setViewportWidth } from '@testing/viewport';
import { DataTable, type Column } from '../tables';

interface Invoice {
  number: string;
  amount: string;
  note?: string;
}

const rows: Invoice[] = [
  { number: 'INV-1', amount: '€10', note: 'first' },
  { number: 'INV-2', amount: '€20' },
];
const columns: Column<Invoice>[] = [
  { key: 'number', header: 'Number', cell: (row) => row.number },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'right' },
  { key: 'note', header: 'Note', cell: (row) => row.note },
  { key: 'download', header: 'Download', actions: true, cell: (row) => <button type="button">Download {row.number}</button> },
];

const renderTable = (props: Partial<Parameters<typeof DataTable<Invoice>>[0]> = {}) =>
  renderWithProviders(<DataTable caption="Invoices" columns={columns} rows={rows} rowKey={(row) => row.number} titleColumn="number" {...props} />);

describe('DataTable (issue 19)', () => {
  it('is a table from 600 px up', async () => {
    setViewportWidth(600);
    await renderTable();
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Number', 'Amount', 'Note', 'Download']);
    // The actions column is named for screen readers (an empty header cell is an accessibility fault).
    expect(within(table).getByRole('columnheader', { name: 'Download' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('INV-1€10firstDownload INV-1');
  });

  it('is a list of cards on a phone: the title column heads each, every other value beside its name, actions below', async () => {
    setViewportWidth(599);
    await renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first.firstElementChild).toHaveTextContent('INV-1');
    expect([...first.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual(['Amount: €10', 'Note: first']);
    expect(within(first).getByRole('button', { name: 'Download INV-1' })).toBeInTheDocument();
    // A value a row does not have leaves out its name too.
    expect([...cards[1]!.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Amount']);
  });

  it('stays cards up to the breakpoint a wide table asks for', async () => {
    setViewportWidth(1100);
    await renderTable({ stackBelow: 'lg' });
    expect(screen.getByRole('list', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
