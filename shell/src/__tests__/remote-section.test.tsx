import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { RemoteSection } from '../remotes/RemoteSection';
import { RemoteModules, RemoteModulesContext } from '../remotes/remote-modules';

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

describe('RemoteSection with the modules a page holds', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('renders a module loaded before (by the server render, or before hydration) at once, without a spinner', async () => {
    const modules = new RemoteModules();
    await modules.load('catalogue/CataloguePage', () => Promise.resolve({ default: () => <p>catalogue at once</p> }));
    const load = jest.fn();
    await renderWithProviders(
      <RemoteModulesContext.Provider value={modules}>
        <RemoteSection module="catalogue/CataloguePage" load={load} />
      </RemoteModulesContext.Provider>,
    );
    expect(screen.getByText('catalogue at once')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(modules.ids()).toEqual(['catalogue/CataloguePage']);
  });

  it('loads a module once per page, and again on a retry after a failure', async () => {
    const modules = new RemoteModules();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('remote entry unreachable'))
      .mockResolvedValueOnce({ default: () => <p>catalogue loaded</p> });
    await renderWithProviders(
      <RemoteModulesContext.Provider value={modules}>
        <RemoteSection module="catalogue/CataloguePage" load={load} />
        <RemoteSection module="catalogue/CataloguePage" load={load} />
      </RemoteModulesContext.Provider>,
    );
    expect(await screen.findAllByText('This section is temporarily unavailable.')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByText('catalogue loaded')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('catalogue/CataloguePage', true);
  });
});
