import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from './NotFoundView';
import { withTexts } from '../../.storybook/with-texts';
import { LONG } from '../../.storybook/fixtures';

function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button variant="contained" href="/en">
      {t('notFound.home')}
    </Button>
  );
}

const meta: Meta<typeof NotFoundView> = {
  title: 'Components/NotFoundView',
  component: NotFoundView,
  render: withTexts(NotFoundView, (t) => ({ title: t('notFound.title'), message: t('notFound.message') })),
  args: { action: <HomeButton /> },
  parameters: { docs: { description: { component: 'The page for an address that leads nowhere (a 404, an order that is not the client\'s). `action` is the way back: the home page, or the list the reader came from.' } } },
};
export default meta;
type Story = StoryObj<typeof NotFoundView>;

export const Default: Story = {};
export const OrderNotFound: Story = { render: withTexts(NotFoundView, (t) => ({ title: t('account:orders.notFound'), message: t('notFound.message') })) };
export const LongText: Story = { args: { title: LONG.title, message: LONG.sentence } };
