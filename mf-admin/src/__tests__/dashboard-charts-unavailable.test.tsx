import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import AdminArea from '../pages/AdminArea';
import { fakeAdminApi } from './fake-api';

// The charting library cannot be fetched until the test says the network is back.
let mockChartsReachable = false;
jest.mock('../components/WeeklyCharts', () => {
  if (!mockChartsReachable) throw new Error('Loading chunk charts failed.');
  return jest.requireActual('../components/WeeklyCharts');
});

it('says so where a chart could not be loaded, keeps the figures and the rest of the dashboard, and loads the charts on "Try again"', async () => {
  // React reports what the boundary caught on the console.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeAdminApi();
  await renderWithProviders(<AdminArea />, { route: '/en/admin', path: '/:lang/admin/*' });
  const revenue = await screen.findByRole('region', { name: 'Orders and revenue by week' });
  expect(await within(revenue).findByRole('alert')).toHaveTextContent('The chart could not be loaded.Its figures are in the table below.');
  expect(screen.getAllByRole('alert')).toHaveLength(3);
  expect(within(revenue).getByRole('table', { name: 'Orders and revenue by week' })).toHaveTextContent('€8,500');
  expect(screen.getByText('Revenue paid').nextSibling).toHaveTextContent('€12,500');

  mockChartsReachable = true;
  await userEvent.click(within(revenue).getByRole('button', { name: 'Try again' }));
  // The charts are drawn (hidden from screen readers, which read the tables) and no card says it failed.
  await waitFor(() => expect(revenue.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2));
  expect(screen.queryAllByRole('alert')).toHaveLength(0);
  consoleError.mockRestore();
});
