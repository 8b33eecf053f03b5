import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from 'shared-api';
import { initI18nWithResources } from 'shared-i18n';
import { AppProviders } from 'shared-ui';
import { loadTranslations } from '@testing/translations';
import { ErrorPage } from '../pages/ErrorPage';

function Broken(): never {
  throw new Error('secret stack detail');
}

async function renderBrokenRoute(production: boolean) {
  __APP_CONFIG__.production = production;
  await initI18nWithResources(loadTranslations(['en']), 'en');
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('ErrorPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    __APP_CONFIG__.production = false;
  });

  it('titles an unhandled render error and offers a reload, without the stack in production', async () => {
    await renderBrokenRoute(true);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByText(/secret stack detail/)).not.toBeInTheDocument();
  });

  it('shows the stack to developers', async () => {
    await renderBrokenRoute(false);
    expect(await screen.findByText(/secret stack detail/)).toBeInTheDocument();
  });
});
