import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader';
import { withTexts } from '../../.storybook/with-texts';
import { LONG } from '../../.storybook/fixtures';

function GetStarted() {
  const { t } = useTranslation();
  return <Button variant="contained">{t('buttons.getStarted')}</Button>;
}

const meta: Meta<typeof PageHeader> = {
  title: 'Components/PageHeader',
  component: PageHeader,
  render: withTexts(PageHeader, (t) => ({ title: t('services:catalogue.title'), subtitle: t('services:catalogue.subtitle') })),
  parameters: { docs: { description: { component: 'The top of a page: its one h1 title, an optional subtitle and, as children, its main actions.' } } },
};
export default meta;
type Story = StoryObj<typeof PageHeader>;

export const Default: Story = {};
export const WithAction: Story = { args: { children: <GetStarted /> } };
export const TitleOnly: Story = { render: withTexts(PageHeader, (t) => ({ title: t('services:catalogue.title') })) };
export const LongText: Story = { args: { title: LONG.title, subtitle: LONG.sentence } };
