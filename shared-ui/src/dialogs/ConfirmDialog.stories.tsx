import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { withTexts } from '../../.storybook/with-texts';
import { LONG } from '../../.storybook/fixtures';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  render: withTexts(ConfirmDialog, (t) => ({ text: t('account:orders.cancelConfirm'), confirmLabel: t('account:orders.cancel'), cancelLabel: t('common:buttons.back') })),
  args: { open: true, danger: true, onConfirm: fn(), onCancel: fn() },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 320 },
      description: { component: 'Asks before something that cannot be undone (cancelling an order, deleting, leaving unsaved changes). Escape or a click beside it cancels. `danger` paints the confirming button red.' },
    },
  },
};
export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

export const CancelOrder: Story = {};
export const Neutral: Story = { render: withTexts(ConfirmDialog, (t) => ({ text: t('forms:prompts.unsavedChanges'), confirmLabel: t('forms:prompts.leaveWithoutSaving'), cancelLabel: t('forms:prompts.stayOnPage') })), args: { danger: false } };
export const LongText: Story = { args: { text: `${LONG.sentence} ${LONG.sentence}`, confirmLabel: LONG.word } };
