import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Grid } from '@mui/material';
import { fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { ServiceCard, type ServiceCardService } from './ServiceCard';
import { useServiceCardLabels } from '../hooks/use-service-card-labels';
import { CATEGORIES, LONG, SERVICE } from '../../.storybook/fixtures';

type Args = { service: ServiceCardService; category?: { name: string; color: string }; detailsHref: string; onGetQuote: () => void };

/** The card with the catalogue's own labels, in the toolbar's language. */
function Card({ service, category, detailsHref, onGetQuote }: Args) {
  const labels = useServiceCardLabels();
  const { i18n } = useTranslation();
  return (
    <Grid container>
      <Grid size={{ xs: 12, sm: 8, md: 5, lg: 4 }}>
        <ServiceCard service={service} category={category} labels={labels} language={i18n.language} detailsHref={detailsHref} onGetQuote={onGetQuote} />
      </Grid>
    </Grid>
  );
}

const meta: Meta<typeof Card> = {
  title: 'Components/ServiceCard',
  component: Card,
  args: { service: SERVICE, category: CATEGORIES.seo, detailsHref: '/en/services/technical-seo-audit', onGetQuote: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A service in the catalogue grid and on the home page. Give it the service as the catalogue API lists it, its category (or none: the card then says "Unknown Category" in grey) and `useServiceCardLabels()` for its texts. It lists three features and a "+N" chip for the rest; the price carries its currency in the reader\'s number format. Put cards in a Grid of equal-height items.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Card>;

export const Default: Story = {};

export const EveryBadge: Story = {
  args: {
    service: { ...SERVICE, pricePro: 2900, hasGuarantee: true, isUrgent: true, expertLevel: true, features: ['keyword_research', 'on_page_seo', 'link_audit', 'local_listings', 'schema_markup'] },
    category: CATEGORIES.ads,
  },
};

export const UnknownCategoryNoPrice: Story = {
  args: { service: { ...SERVICE, priceFrom: undefined, estimatedDeliveryDays: null }, category: undefined },
};

export const LongText: Story = {
  args: { service: { ...SERVICE, title: LONG.title, shortDescription: LONG.sentence, priceFrom: 1249990 }, category: { name: LONG.word, color: '#ff9000' } },
};

export const InLithuanian: Story = {
  globals: { language: 'lt' },
  args: { service: { ...SERVICE, pricePro: 2900, isUrgent: true, hasGuarantee: true, estimatedDeliveryDays: 2 } },
};
