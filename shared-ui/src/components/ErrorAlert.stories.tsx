import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert';
import { LONG } from '../../.storybook/fixtures';

/** The alert with the account's load-failure text and the API's message in it. */
function LoadFailed({ message }: { message: string }) {
  const { t } = useTranslation('account');
  return <ErrorAlert>{t('errors.loadFailed', { message })}</ErrorAlert>;
}

const meta: Meta<typeof LoadFailed> = {
  title: 'Components/ErrorAlert',
  component: LoadFailed,
  args: { message: 'Network Error' },
  parameters: { docs: { description: { component: '`ErrorAlert` says that something could not be loaded or done, announced to screen readers as an alert. Its children are the text: a translated sentence, with the API\'s own message in it where it helps.' } } },
};
export default meta;
type Story = StoryObj<typeof LoadFailed>;

export const Default: Story = {};
export const LongText: Story = { args: { message: LONG.sentence } };
