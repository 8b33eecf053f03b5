import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useTranslation } from 'react-i18next';
import { PaymentInstructions } from './PaymentInstructions';
import { usePaymentLabels } from './use-payment-labels';
import { formatPrice } from '../format';

type Args = { beneficiary: string; iban: string; bic: string; reference: string; amount: number };

/** The instructions with the site's labels, the amount in the toolbar language's format. */
function Instructions({ amount, ...payment }: Args) {
  const labels = usePaymentLabels();
  const { i18n } = useTranslation();
  return <PaymentInstructions payment={payment} amountDue={formatPrice(amount, 'EUR', i18n.language)} labels={labels} />;
}

const meta: Meta<typeof Instructions> = {
  title: 'Orders/PaymentInstructions',
  component: Instructions,
  args: { beneficiary: 'Growth Partners Europe S.L.', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', reference: 'GP-2026-000123', amount: 2390 },
  parameters: {
    docs: {
      description: {
        component:
          '`PaymentInstructions` tells a client how to pay an order by bank transfer, after checkout and on the order\'s page: amount due, beneficiary, IBAN (in groups of four), BIC and the payment reference, each beside its label so it can be copied as it is. `usePaymentLabels()` gives its words.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Instructions>;

export const Default: Story = {};
export const LongBeneficiary: Story = { args: { beneficiary: 'Growth Partners Central and Eastern Europe Business Development Services s.r.o.', amount: 1249990.5 } };
