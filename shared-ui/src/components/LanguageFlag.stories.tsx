import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Stack, Typography } from '@mui/material';
import { LANGUAGES } from 'shared-i18n';
import { LanguageFlag } from './LanguageFlag';

const meta: Meta<typeof LanguageFlag> = {
  title: 'Components/LanguageFlag',
  component: LanguageFlag,
  args: { language: 'ua' },
  argTypes: { language: { control: 'select', options: LANGUAGES } },
  parameters: { docs: { description: { component: 'A small flag beside a language\'s name, decorative (hidden from screen readers). Russian has no flag (spec 2): nothing is drawn for ru.' } } },
};
export default meta;
type Story = StoryObj<typeof LanguageFlag>;

export const Default: Story = {};
export const EveryLanguage: Story = {
  render: () => (
    <Stack direction="row" spacing={3}>
      {LANGUAGES.map((language) => (
        <Stack key={language} spacing={1} sx={{ alignItems: 'center', minWidth: 32 }}>
          <LanguageFlag language={language} />
          <Typography variant="caption">{language}</Typography>
        </Stack>
      ))}
    </Stack>
  ),
};
