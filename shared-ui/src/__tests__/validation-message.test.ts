import fs from 'node:fs';
import path from 'node:path';
import { VALIDATION_MESSAGES } from 'shared-domain';
import { LANGUAGES } from 'shared-i18n/languages';
import { validationKey } from '../forms/validation-message';

const LOCALES = path.join(__dirname, '../../../shared-i18n/locales');
const forms = (language: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'forms.json'), 'utf8')) as { validation: Record<string, string> };

describe('validation messages to translation keys', () => {
  it.each(Object.entries(VALIDATION_MESSAGES))('%s: the English text of its key is the message itself', (name, message) => {
    expect(validationKey(message)).toBe(`validation.${name}`);
    expect(forms('en').validation[name]).toBe(message);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s translates every message', (language) => {
    const texts = forms(language).validation;
    for (const name of Object.keys(VALIDATION_MESSAGES)) {
      expect(texts[name]).toEqual(expect.any(String));
      expect(texts[name]).not.toBe(VALIDATION_MESSAGES[name as keyof typeof VALIDATION_MESSAGES]);
    }
  });

  it('has no key for a message it does not know', () => {
    expect(validationKey('Something else')).toBeUndefined();
    expect(validationKey(undefined)).toBeUndefined();
  });
});
