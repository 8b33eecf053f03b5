import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { RemoteSection } from '../remotes/RemoteSection';

function Boom(): never {
  throw new Error('render failed');
}

describe('RemoteSection', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows a spinner while the remote loads, then the remote', async () => {
    let resolve: (module: { default: () => React.JSX.Element }) => void = () => {};
    const load = jest.fn(() => new Promise<{ default: () => React.JSX.Element }>((r) => (resolve = r)));
    await renderWithProviders(<RemoteSection module="catalogue/CataloguePage" load={load} />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    resolve({ default: () => <p>catalogue loaded</p> });
    expect(await screen.findByText('catalogue loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalogue/CataloguePage', false);
  });

  it('shows the unavailable message when the remote cannot be fetched, and retries', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('remote entry unreachable'))
      .mockResolvedValueOnce({ default: () => <p>catalogue loaded</p> });
    await renderWithProviders(<RemoteSection module="catalogue/CataloguePage" load={load} />);

    expect(await screen.findByText('This section is temporarily unavailable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('catalogue loaded')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('catalogue/CataloguePage', true);
  });

  it('keeps a remote that throws while rendering inside its section', async () => {
    await renderWithProviders(
      <>
        <p>header stays</p>
        <RemoteSection module="promo/PromoBanner" load={() => Promise.resolve({ default: Boom })} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable.');
    expect(screen.getByText('header stays')).toBeInTheDocument();
  });

  it('says it in the current language', async () => {
    await renderWithProviders(<RemoteSection module="promo/PromoBanner" load={() => Promise.reject(new Error('down'))} />, {
      language: 'ua',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Цей розділ тимчасово недоступний.');
  });
});

describe('RemoteSection across pages', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it("does not carry one module's failure over to the next module shown in its place", async () => {
    const load = (id: string) =>
      id === 'catalogue/CataloguePage' ? Promise.reject(new Error('down')) : Promise.resolve({ default: () => <p>promo loaded</p> });
    const { rerender } = await renderWithProviders(<RemoteSection module="catalogue/CataloguePage" load={load} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender(<RemoteSection module="promo/PromoPage" load={load} />);
    expect(await screen.findByText('promo loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
