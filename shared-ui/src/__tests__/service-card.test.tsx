import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { ServiceCard, type ServiceCardLabels, type ServiceCardService } from '../components/ServiceCard';

const labels: ServiceCardLabels = {
  startingFrom: 'Starting from',
  pro: 'Pro:',
  guarantee: 'Guarantee',
  fastDelivery: 'Fast delivery',
  expert: 'Expert',
  days: (count: number) => (count === 1 ? '1 day' : `${count} days`),
  viewDetails: 'View details',
  getQuote: 'Get quote',
  unknownCategory: 'Unknown',
  moreFeatures: (count) => `${count} more features`,
  features: 'Key features',
};

const service: ServiceCardService = {
  slug: 'technical-seo-audit',
  title: 'Technical SEO audit',
  shortDescription: 'An in-depth check of crawlability.',
  priceFrom: 1490,
  currency: 'EUR',
  estimatedDeliveryDays: 10,
  hasGuarantee: false,
  isUrgent: false,
  expertLevel: false,
  features: ['full_site_crawl'],
};

function renderCard(overrides: Partial<ServiceCardService> = {}, category: { name: string; color: string } | null = { name: 'SEO', color: '#4caf50' }) {
  const onGetQuote = jest.fn();
  const view = renderWithProviders(
    <ServiceCard service={{ ...service, ...overrides }} category={category ?? undefined} labels={labels} language="en" detailsHref="/en/services/technical-seo-audit" onGetQuote={onGetQuote} />,
  );
  return { onGetQuote, view };
}

describe('ServiceCard (spec 2)', () => {
  it('shows the category chip in the category colour', async () => {
    await renderCard().view;
    // In its custom property (CategoryChip): jsdom does not resolve var().
    expect(screen.getByText('SEO').closest<HTMLElement>('.MuiChip-root')!.style.getPropertyValue('--category-colour')).toBe('#4caf50');
  });

  it("shows 'Unknown' in #666 when the category is missing", async () => {
    await renderCard({}, null).view;
    expect(screen.getByText('Unknown').closest<HTMLElement>('.MuiChip-root')!.style.getPropertyValue('--category-colour')).toBe('#666666');
  });

  it("shows 'Starting from' priceFrom with the euro sign, 0 when missing", async () => {
    const { view } = renderCard();
    await view;
    expect(screen.getByText('Starting from')).toBeInTheDocument();
    expect(screen.getByTestId('price-from')).toHaveTextContent('€1,490');
  });

  it('shows 0 when the price is missing', async () => {
    await renderCard({ priceFrom: undefined }).view;
    expect(screen.getByTestId('price-from')).toHaveTextContent('€0');
  });

  it("shows 'Pro:' with pricePro only when there is one", async () => {
    await renderCard({ pricePro: 2900 }).view;
    expect(screen.getByText('Pro: €2,900')).toBeInTheDocument();
  });

  it("has no 'Pro:' line without pricePro", async () => {
    await renderCard().view;
    expect(screen.queryByText(/Pro:/)).not.toBeInTheDocument();
  });

  it.each([
    ['hasGuarantee', 'Guarantee'],
    ['isUrgent', 'Fast delivery'],
    ['expertLevel', 'Expert'],
  ] as const)('shows the %s chip as %s only when the flag is set', async (flag, label) => {
    await renderCard({ [flag]: true }).view;
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryAllByText(/^(Guarantee|Fast delivery|Expert)$/)).toHaveLength(1);
  });

  it('clamps the short description to 3 lines', async () => {
    await renderCard().view;
    expect(screen.getByTestId('short-description')).toHaveStyle({ WebkitLineClamp: '3', overflow: 'hidden' });
  });

  it("shows the delivery days followed by 'days'", async () => {
    await renderCard().view;
    expect(screen.getByText('10 days')).toBeInTheDocument();
  });

  it('shows the currency as the sign of its prices, never as a lone code, with or without delivery days (issue 19)', async () => {
    await renderCard({ estimatedDeliveryDays: null, pricePro: 2900 }).view;
    const article = screen.getByRole('article', { name: 'Technical SEO audit' });
    expect(within(article).queryByText(/days/)).not.toBeInTheDocument();
    expect(article).not.toHaveTextContent(/\bEUR\b/);
    expect(screen.getByTestId('price-from')).toHaveTextContent('€1,490');
  });

  it("writes prices in the service's currency and the page's number format (issue 19)", async () => {
    await renderWithProviders(
      <ServiceCard service={{ ...service, currency: 'USD', pricePro: 2900 }} labels={labels} language="cz" detailsHref="/cz/services/x" onGetQuote={() => undefined} />,
    );
    expect(screen.getByTestId('price-from')).toHaveTextContent(/^1\s490\s\$$/);
    expect(screen.getByText(/^Pro: 2\s900\s\$$/)).toBeInTheDocument();
  });

  it("lists the first 3 features with spaces for underscores and a '+N' chip for the rest", async () => {
    await renderCard({ features: ['keyword_research', 'on_page_seo', 'link_audit', 'local_listings', 'schema_markup'] }).view;
    const article = screen.getByRole('article', { name: 'Technical SEO audit' });
    // A list named for what it lists (not for the 'view details' link beside it), one item per chip.
    const features = within(article).getByRole('list', { name: 'Key features' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(4);
    expect(within(article).getByText('keyword research')).toBeInTheDocument();
    expect(within(article).getByText('link audit')).toBeInTheDocument();
    expect(within(article).queryByText('local listings')).not.toBeInTheDocument();
    expect(within(article).getByLabelText('2 more features')).toHaveTextContent('+2');
  });

  it("links 'view details' to the service and opens the quote form from 'get quote'", async () => {
    const { onGetQuote, view } = renderCard();
    await view;
    expect(screen.getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/en/services/technical-seo-audit');
    await userEvent.click(screen.getByRole('button', { name: 'Get quote' }));
    expect(onGetQuote).toHaveBeenCalledTimes(1);
  });
});
