import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VALIDATION_MESSAGES } from 'shared-domain';
import { FormTextField } from './FormTextField';

type Args = { label?: string; required?: boolean; hint?: string; errorMessage?: string; type?: string; disabled?: boolean };

/** A field registered in a react-hook-form form, as every form of the site has it. */
function Field({ label, ...args }: Args) {
  const { t } = useTranslation('forms');
  const { register } = useForm<{ value: string }>();
  return <FormTextField label={label || t('contact.email')} registration={register('value')} {...args} />;
}

const meta: Meta<typeof Field> = {
  title: 'Forms/FormTextField',
  component: Field,
  args: { required: false, disabled: false },
  argTypes: {
    errorMessage: { control: 'select', options: [undefined, ...Object.values(VALIDATION_MESSAGES)] },
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'password'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '`FormTextField` is a text field of a react-hook-form form: pass `registration={register(name)}` and the field\'s error message as the shared zod contract words it; it is shown translated (the forms namespace) and tied to the field for screen readers. A required field gets the brand-coloured asterisk; `hint` shows under the field while there is no error.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Field>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { render: function Phone(args) { const { t } = useTranslation('forms'); return <Field {...args} label={t('contact.phone')} type="tel" />; }, args: { hint: '+420 777 123 456' } };
export const WithError: Story = { args: { required: true, errorMessage: VALIDATION_MESSAGES.email } };
export const Disabled: Story = { args: { disabled: true } };
