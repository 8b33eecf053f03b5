/// <reference types="@rspack/core/module" />
import type { Resource } from 'i18next';

/**
 * Every translation file of the site, in all eight languages, so that stories show the apps' real
 * texts and the language toolbar can switch them (files: <app>/locales/<language>/<namespace>.json).
 */
const folders = [
  import.meta.webpackContext('../../shared-i18n/locales', { recursive: true, regExp: /\.json$/ }),
  import.meta.webpackContext('../../mf-catalogue/locales', { recursive: true, regExp: /\.json$/ }),
  import.meta.webpackContext('../../mf-account/locales', { recursive: true, regExp: /\.json$/ }),
  import.meta.webpackContext('../../mf-promo/locales', { recursive: true, regExp: /\.json$/ }),
  import.meta.webpackContext('../../mf-admin/locales', { recursive: true, regExp: /\.json$/ }),
];

export const resources: Resource = {};
for (const folder of folders) {
  for (const file of folder.keys()) {
    const [, language, namespace] = /^\.\/([a-z]{2})\/([a-z0-9]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    resources[language] ??= {};
    resources[language][namespace] = folder(file) as Record<string, unknown>;
  }
}
