import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Stack, Typography } from '@mui/material';
import { CartIcon, CloseIcon, MenuIcon, PhoneIcon, RetryIcon } from './index';

const ICONS = { MenuIcon, CloseIcon, PhoneIcon, RetryIcon, CartIcon };

type Args = { fontSize: 'small' | 'medium' | 'large'; color: 'inherit' | 'primary' | 'action' | 'error' };

/** Every icon of the site with its name. */
function IconSet({ fontSize, color }: Args) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
      {Object.entries(ICONS).map(([name, Icon]) => (
        <Stack key={name} spacing={1} sx={{ alignItems: 'center', minWidth: 88 }}>
          <Icon fontSize={fontSize} color={color} />
          <Typography variant="caption">{name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

const meta: Meta<typeof IconSet> = {
  title: 'Components/Icons',
  component: IconSet,
  args: { fontSize: 'medium', color: 'inherit' },
  argTypes: { fontSize: { control: 'inline-radio', options: ['small', 'medium', 'large'] }, color: { control: 'inline-radio', options: ['inherit', 'primary', 'action', 'error'] } },
  parameters: {
    docs: {
      description: {
        component:
          'The few icons the site needs, drawn in shared-ui (no icon package in any app). They are decorative: the button that holds one carries the accessible name (an `aria-label` such as "Open menu"), the icon itself is hidden from screen readers.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof IconSet>;

export const AllIcons: Story = {};
export const LargePrimary: Story = { args: { fontSize: 'large', color: 'primary' } };
