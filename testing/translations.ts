import fs from 'node:fs';
import path from 'node:path';
import type { Resource } from 'i18next';

const ROOT = path.join(__dirname, '..');
const LOCALE_DIRS = ['shared-i18n', 'mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin'].map((app) => path.join(ROOT, app, 'locales'));

/** Every app's translation files for the given languages, as i18next resources (tests only). */
export function loadTranslations(languages: string[] = ['en']): Resource {
  const resources: Resource = {};
  for (const lng of languages) {
    const bundle: Record<string, Record<string, unknown>> = {};
    for (const dir of LOCALE_DIRS) {
      const lngDir = path.join(dir, lng);
      if (!fs.existsSync(lngDir)) continue;
      for (const file of fs.readdirSync(lngDir).filter((name) => name.endsWith('.json'))) {
        bundle[path.basename(file, '.json')] = JSON.parse(fs.readFileSync(path.join(lngDir, file), 'utf8'));
      }
    }
    resources[lng] = bundle;
  }
  return resources;
}
