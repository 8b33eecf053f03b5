import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Stack } from '@mui/material';
import TextField from '@mui/material/TextField';
import { CheckboxField } from './CheckboxField';

/** Under a field, as in the sign-up form and the profile: the box lines up with the field's edge. */
function InAForm({ label, defaultChecked }: { label: string; defaultChecked?: boolean }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <TextField label="Email" />
      <CheckboxField label={label} defaultChecked={defaultChecked} />
    </Stack>
  );
}

const meta: Meta<typeof InAForm> = {
  title: 'Forms/CheckboxField',
  component: InAForm,
  args: { label: 'I agree to receive marketing emails' },
  parameters: {
    docs: {
      description: {
        component:
          '`CheckboxField` is an optional checkbox of a form (marketing e-mails on sign-up and in the profile). Its box lines up with the fields above it, as the terms checkbox does.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof InAForm>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
