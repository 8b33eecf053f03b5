import { render } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { englishLeftovers, readableParts, recordMissingKeys, textIn } from '@testing/english-leftovers';
import { loadTranslations } from '@testing/translations';
import { initI18nWithResources } from '../i18n';

function Texts({ keys }: { keys: string[] }) {
  const { t } = useTranslation('common');
  return (
    <>
      {keys.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </>
  );
}

beforeEach(() => initI18nWithResources(loadTranslations(['en', 'ua']), 'ua'));

describe('the check for English left on a translated page', () => {
  it.each([
    ['Services found: {{count}}', ['Services found']],
    ['{{count}} services', ['services']],
    ['$t(brand). All rights reserved', ['All rights reserved']],
    ['Pro: {{price}}', []],
    ['24/7', []],
  ])('reads %p as %p', (text, parts) => {
    expect(readableParts(text)).toEqual(parts);
  });

  it("finds an English text on a Ukrainian page, in text or in an accessible name, and says whose key it is", () => {
    render(
      <>
        <Texts keys={['menu.services']} />
        <button type="button" aria-label={textIn('en', 'common', 'buttons.close')} />
      </>,
    );
    expect(englishLeftovers(['common'], 'ua')).toEqual(expect.arrayContaining(['common:buttons.close “Close”']));
    expect(englishLeftovers(['common'], 'ua')).not.toEqual(expect.arrayContaining([expect.stringContaining('menu.services')]));
  });

  it('finds English data the page should show in its language, as whole words only', () => {
    render(<p>Technical SEO audits</p>);
    expect(englishLeftovers([], 'ua', ['Technical SEO audit', 'SEO audits'])).toEqual(['content “SEO audits”']);
  });

  it('finds nothing on a page all in Ukrainian, the brand aside', () => {
    render(<Texts keys={['menu.home', 'menu.services', 'brand', 'footer.allRightsReserved']} />);
    expect(englishLeftovers(['common'], 'ua')).toEqual([]);
  });

  it('records the keys no language has, and stops recording when told', () => {
    const missing = recordMissingKeys();
    render(<Texts keys={['menu.home', 'menu.noSuchKey']} />);
    missing.stop();
    render(<Texts keys={['menu.anotherMissingKey']} />);
    expect(missing.keys).toEqual(['common:menu.noSuchKey']);
  });
});
