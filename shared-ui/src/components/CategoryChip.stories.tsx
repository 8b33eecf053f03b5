import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Stack } from '@mui/material';
import { CategoryChip } from './CategoryChip';
import { withTexts } from '../../.storybook/with-texts';
import { CATEGORIES, LONG } from '../../.storybook/fixtures';

const meta: Meta<typeof CategoryChip> = {
  title: 'Components/CategoryChip',
  component: CategoryChip,
  args: { name: CATEGORIES.seo.name, color: CATEGORIES.seo.color },
  argTypes: { color: { control: 'color' } },
  parameters: { docs: { description: { component: 'A service\'s category in its colour. The text turns black or white, whichever reads at 4.5:1 on the colour; without a colour the chip is the unknown category\'s grey.' } } },
};
export default meta;
type Story = StoryObj<typeof CategoryChip>;

export const Default: Story = {};
export const LightColour: Story = { args: { name: 'Data services', color: '#ffd54f' } };
export const UnknownCategory: Story = { render: withTexts(CategoryChip, (t) => ({ name: t('services:card.unknownCategory') })), args: { color: undefined, name: undefined } };
export const LongName: Story = { args: { name: LONG.word } };
export const AllSeedCategories: Story = {
  render: () => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {Object.values(CATEGORIES).map((category) => (
        <CategoryChip key={category.name} {...category} />
      ))}
    </Stack>
  ),
};
