import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageLoader } from './PageLoader';
import { withTexts } from '../../.storybook/with-texts';

const meta: Meta<typeof PageLoader> = {
  title: 'Components/PageLoader',
  component: PageLoader,
  render: withTexts(PageLoader, (t) => ({ label: t('loading') })),
  args: { minHeight: 240 },
  argTypes: { minHeight: { control: { type: 'range', min: 80, max: 600, step: 20 } } },
  parameters: { docs: { description: { component: 'A page or section while its data loads: a spinner announced to screen readers by `label`. `minHeight` keeps the space the content will take, so nothing jumps when it arrives.' } } },
};
export default meta;
type Story = StoryObj<typeof PageLoader>;

export const Default: Story = {};
export const Section: Story = { args: { minHeight: 120 } };
