import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { PartUnavailable } from './PartUnavailable';
import { withTexts } from '../../.storybook/with-texts';
import { LONG } from '../../.storybook/fixtures';

const meta: Meta<typeof PartUnavailable> = {
  title: 'Components/PartUnavailable',
  component: PartUnavailable,
  render: withTexts(PartUnavailable, (t) => ({ message: t('remote.partUnavailable'), retryLabel: t('remote.retry'), closeLabel: t('buttons.close') })),
  args: { onRetry: fn(), onClose: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Shown just below the header when what a visitor opened (a dialog, a menu) could not be loaded: "Try again" fetches it anew, the cross closes the notice. Apps get it through `onDemandPart`, which loads a part when it is first opened.',
      },
      story: { inline: false, iframeHeight: 160 },
    },
  },
};
export default meta;
type Story = StoryObj<typeof PartUnavailable>;

export const Default: Story = {};
export const LongText: Story = { args: { message: LONG.sentence, retryLabel: LONG.word } };
/** On a phone the buttons go below the text. */
export const OnAPhone: Story = { args: { message: LONG.sentence }, globals: { viewport: { value: 'phone', isRotated: false } } };
