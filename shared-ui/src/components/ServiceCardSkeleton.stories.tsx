import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Grid } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ServiceCardSkeleton } from './ServiceCardSkeleton';
import { withTexts } from '../../.storybook/with-texts';

const meta: Meta<typeof ServiceCardSkeleton> = {
  title: 'Components/ServiceCardSkeleton',
  component: ServiceCardSkeleton,
  render: withTexts(ServiceCardSkeleton, (t) => ({ label: t('services:catalogue.loading') })),
  parameters: { docs: { description: { component: 'A service card\'s shape while the catalogue loads, as tall as the card, so the grid does not jump. `label` is read out once per card.' } } },
};
export default meta;
type Story = StoryObj<typeof ServiceCardSkeleton>;

export const Default: Story = {};
export const Grid3: Story = {
  name: 'A row of three',
  render: function Row() {
    const { t } = useTranslation('services');
    return (
      <Grid container spacing={3}>
        {[1, 2, 3].map((n) => (
          <Grid key={n} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ServiceCardSkeleton label={t('catalogue.loading')} />
          </Grid>
        ))}
      </Grid>
    );
  },
};
