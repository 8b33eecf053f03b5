import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { withTexts } from '../../.storybook/with-texts';
import { LONG } from '../../.storybook/fixtures';

const meta: Meta<typeof EmptyState> = {
  title: 'Components/EmptyState',
  component: EmptyState,
  render: withTexts(EmptyState, (t) => ({ text: t('account:orders.empty') })),
  parameters: { docs: { description: { component: 'What a list says when it has nothing in it yet, with an optional way forward (a button or link as `action`).' } } },
};
export default meta;
type Story = StoryObj<typeof EmptyState>;

function BrowseServices() {
  const { t } = useTranslation('account');
  return <Button variant="contained">{t('orders.browse')}</Button>;
}

export const Default: Story = {};
export const WithAction: Story = { args: { action: <BrowseServices /> } };
export const LongText: Story = { args: { text: LONG.sentence } };
