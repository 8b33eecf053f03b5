import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useForm } from 'react-hook-form';
import { VALIDATION_MESSAGES } from 'shared-domain';
import { TermsAcceptance } from './TermsAcceptance';

/** The checkbox registered in a form, as on the sign-up page and at checkout. */
function Terms({ errorMessage, termsHref }: { errorMessage?: string; termsHref: string }) {
  const { register } = useForm<{ acceptTerms: boolean }>();
  return <TermsAcceptance registration={register('acceptTerms')} errorMessage={errorMessage} termsHref={termsHref} />;
}

const meta: Meta<typeof Terms> = {
  title: 'Forms/TermsAcceptance',
  component: Terms,
  args: { termsHref: '/en/policies/terms' },
  parameters: {
    docs: {
      description: {
        component:
          '`TermsAcceptance` is the required "I accept the terms and conditions" checkbox of sign-up and of every order. Its link opens the terms in a new tab (so what the client typed stays) and says so to screen readers; each language places the link where its sentence needs it.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Terms>;

export const Default: Story = {};
export const NotAccepted: Story = { args: { errorMessage: VALIDATION_MESSAGES.acceptTerms } };
