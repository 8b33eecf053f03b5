import path from 'node:path';
import { everyLanguageOf, translationGaps } from '@testing/translation-completeness';
import { NAMESPACE_OWNER } from 'shared-i18n';

const LOCALES = path.join(__dirname, '../../locales');
const NAMESPACES = Object.entries(NAMESPACE_OWNER).filter(([, owner]) => owner === 'admin').map(([ns]) => ns);

describe('the texts the admin remote ships', () => {
  it.each(everyLanguageOf(NAMESPACES))('%s has every English %s text, in its own plural forms', (lng, ns) => {
    expect(translationGaps(LOCALES, ns, lng)).toEqual([]);
  });
});
