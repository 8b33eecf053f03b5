import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Breadcrumbs } from './Breadcrumbs';
import { withTexts } from '../../.storybook/with-texts';
import { LONG } from '../../.storybook/fixtures';

const meta: Meta<typeof Breadcrumbs> = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  render: withTexts(Breadcrumbs, (t) => ({
    label: t('services:details.breadcrumbs'),
    crumbs: [{ label: t('services:details.home'), href: '/en' }, { label: t('services:details.services'), href: '/en/services' }, { label: 'Technical SEO audit' }],
  })),
  parameters: { docs: { description: { component: 'Where a page sits: links to the pages above it and the page itself, unlinked and marked as the current page. `label` names the navigation for screen readers.' } } },
};
export default meta;
type Story = StoryObj<typeof Breadcrumbs>;

export const Default: Story = {};
export const LongTitle: Story = { args: { crumbs: [{ label: 'Home', href: '/en' }, { label: 'Services', href: '/en/services' }, { label: LONG.title }] } };
