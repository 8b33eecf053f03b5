import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { SectionUnavailable } from './SectionUnavailable';
import { withTexts } from '../../.storybook/with-texts';
import { LONG } from '../../.storybook/fixtures';

const meta: Meta<typeof SectionUnavailable> = {
  title: 'Components/SectionUnavailable',
  component: SectionUnavailable,
  render: withTexts(SectionUnavailable, (t) => ({ title: t('remote.unavailable'), hint: t('remote.unavailableHint'), retryLabel: t('remote.retry') })),
  args: { onRetry: fn() },
  parameters: { docs: { description: { component: 'Shown in place of a part of the site that failed to load (a remote that is down): the rest of the page keeps working, and the button tries again.' } } },
};
export default meta;
type Story = StoryObj<typeof SectionUnavailable>;

export const Default: Story = {};
export const LongText: Story = { args: { hint: LONG.sentence, retryLabel: LONG.word } };
