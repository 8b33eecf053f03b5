import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from 'shared-i18n';
import { LanguageSelector } from './LanguageSelector';

/** The header's selector, starting at the toolbar's language; choosing one changes only the story. */
function HeaderSelector({ label }: { label?: string }) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'en');
  return <LanguageSelector value={value} onChange={setValue} label={label || t('header.chooseLanguage')} />;
}

const meta: Meta<typeof HeaderSelector> = {
  title: 'Components/LanguageSelector',
  component: HeaderSelector,
  parameters: { docs: { description: { component: '`LanguageSelector` is a menu button showing the current language; it lists every interface language by its own name, with its flag (none for ru), and loads that list when first pointed at or opened. The header changes the page\'s language and address with it; `label` names it for screen readers.' } } },
};
export default meta;
type Story = StoryObj<typeof HeaderSelector>;

export const Default: Story = {};
export const Open: Story = {
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    // The menu opens in a portal beside the story, once its code has loaded.
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
