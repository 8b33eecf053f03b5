import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { ListPagination } from '../tables';

describe('ListPagination (an account list, a back-office list)', () => {
  it('tells which rows the page shows and turns to the next page', async () => {
    const onPageChange = jest.fn();
    await renderWithProviders(<ListPagination count={45} page={0} pageSize={20} onPageChange={onPageChange} />);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('shows the last page to its last row, with no page after it', async () => {
    await renderWithProviders(<ListPagination count={45} page={2} pageSize={20} onPageChange={jest.fn()} />);
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeDisabled();
  });

  it("speaks the page's language", async () => {
    await renderWithProviders(<ListPagination count={45} page={1} pageSize={20} onPageChange={jest.fn()} />, { language: 'cz', route: '/cz' });
    expect(screen.getByText('21–40 z 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přejít na další stránku' })).toBeEnabled();
  });
});
