import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PriceTag } from './PriceTag';
import { withTexts } from '../../.storybook/with-texts';

const meta: Meta<typeof PriceTag> = {
  title: 'Components/PriceTag',
  component: PriceTag,
  render: withTexts(PriceTag, (t, language) => ({ label: t('services:card.startingFrom'), language })),
  args: { amount: 490, size: 'small' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'large'] }, currency: { control: 'select', options: ['EUR', 'USD', 'UAH'] } },
  parameters: { docs: { description: { component: 'A price with its label above it. Amounts are euros as numbers (the API\'s cents divided by 100); the number format follows the reader\'s language. `from` words a starting price ("1 490 € +").' } } },
};
export default meta;
type Story = StoryObj<typeof PriceTag>;

export const Small: Story = {};
export const Large: Story = { args: { amount: 1490.5, size: 'large' } };
export const StartingPrice: Story = { args: { amount: 1490, size: 'large', from: (price: string) => `${price}+` } };
export const LargeAmount: Story = { args: { amount: 1249990, size: 'large' } };
export const OtherCurrency: Story = { args: { amount: 2900, currency: 'USD' } };
