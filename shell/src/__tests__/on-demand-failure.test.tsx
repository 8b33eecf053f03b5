import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'shared-ui';
import { onDemand, RETRY_AFTER_MS, type OnDemand } from '../app/on-demand';

/** A page whose code fails to load the first `failures` times (the network is down) and loads after. */
function pageFailing(failures: number) {
  let attempts = 0;
  const Page = onDemand('Page', () => {
    attempts += 1;
    return attempts <= failures ? Promise.reject(new Error('Loading chunk Page failed')) : Promise.resolve(() => <p>The page</p>);
  });
  return { Page, attempts: () => attempts };
}

/** The page in its route's place: what failed there shows the error, as the route's error page does. */
async function visit(Page: OnDemand, shows: string) {
  // React reports on the console the error a boundary caught.
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const view = render(
    <ErrorBoundary fallback={<p>Something went wrong</p>}>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );
  expect(await screen.findByText(shows)).toBeInTheDocument();
  reported.mockRestore();
  view.unmount();
}

let now = 1_000_000;
beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));

describe('a page whose code loads on demand', () => {
  it('shows a failed load where it happened, without trying again at once, and loads again when the visitor comes back', async () => {
    const { Page, attempts } = pageFailing(1);
    await visit(Page, 'Something went wrong');
    expect(attempts()).toBe(1);

    now += RETRY_AFTER_MS - 1;
    await visit(Page, 'Something went wrong');
    expect(attempts()).toBe(1);

    now += 1;
    await visit(Page, 'The page');
    expect(attempts()).toBe(2);
  });

  it('shows the failure again, once, when the network is still down at the next visit', async () => {
    const { Page, attempts } = pageFailing(2);
    await visit(Page, 'Something went wrong');
    now += RETRY_AFTER_MS;
    await visit(Page, 'Something went wrong');
    expect(attempts()).toBe(2);
  });
});
