import path from 'node:path';
import { everyLanguageOf, translationGaps } from '@testing/translation-completeness';
import { NAMESPACE_OWNER } from '../namespaces';

const LOCALES = path.join(__dirname, '../../locales');
const SHELL_NAMESPACES = Object.entries(NAMESPACE_OWNER).filter(([, owner]) => owner === 'shell').map(([ns]) => ns);

describe('the texts the shell ships', () => {
  it.each(everyLanguageOf(SHELL_NAMESPACES))('%s has every English %s text, in its own plural forms', (lng, ns) => {
    expect(translationGaps(LOCALES, ns, lng)).toEqual([]);
  });
});
