import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VALIDATION_MESSAGES } from 'shared-domain';
import { BillingFields } from './BillingFields';
import { BILLING_FIELDS, type BillingFormValues } from './billing-form';

/** The profile's billing section: its labels from the account texts, in the toolbar's language. */
function Billing({ errors = {} }: { errors?: FieldErrors<BillingFormValues> }) {
  const { t } = useTranslation('account');
  const { register } = useForm<BillingFormValues>({ defaultValues: { companyName: 'Růst s.r.o.', vatId: '', street: 'Vinohradská 12', city: 'Praha', postalCode: '120 00', country: 'Czech Republic' } });
  const labels = Object.fromEntries(BILLING_FIELDS.map((name) => [name, t(`profile.${name}`)])) as Record<keyof BillingFormValues, string>;
  return <BillingFields register={register} errors={errors} labels={labels} />;
}

const meta: Meta<typeof Billing> = {
  title: 'Forms/BillingFields',
  component: Billing,
  parameters: {
    docs: {
      description: {
        component:
          '`BillingFields` holds company, VAT ID and address, as the checkout and the profile ask for them, each with its autofill hint, stacking on a phone. Give it the form\'s `register` and `errors` and each field\'s label; `billingFormFields` (shared-ui/forms) has the rules to build the form\'s schema from.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Billing>;

export const Filled: Story = {};
export const InvalidVatId: Story = { args: { errors: { vatId: { type: 'pattern', message: VALIDATION_MESSAGES.vatId } } } };
