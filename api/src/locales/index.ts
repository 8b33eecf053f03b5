// The server's own words — the invoice PDF and the account mails — as translation files, one folder
// per interface language (spec 1). They are bundled by import, so the server reads no files at run time.
import i18next, { type TFunction } from 'i18next';
import czInvoice from './cz/invoice.json';
import czMail from './cz/mail.json';
import enInvoice from './en/invoice.json';
import enMail from './en/mail.json';
import esInvoice from './es/invoice.json';
import esMail from './es/mail.json';
import ltInvoice from './lt/invoice.json';
import ltMail from './lt/mail.json';
import nlInvoice from './nl/invoice.json';
import nlMail from './nl/mail.json';
import plInvoice from './pl/invoice.json';
import plMail from './pl/mail.json';
import ruInvoice from './ru/invoice.json';
import ruMail from './ru/mail.json';
import uaInvoice from './ua/invoice.json';
import uaMail from './ua/mail.json';

/** The interface languages (spec 1); English is the default and the fallback of every missing word. */
export const SERVER_LANGUAGES = ['en', 'ua', 'ru', 'es', 'pl', 'lt', 'nl', 'cz'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: ServerLanguage = 'en';

export const NAMESPACES = ['invoice', 'mail'] as const;
export type Namespace = (typeof NAMESPACES)[number];

interface Bundle {
  invoice: typeof enInvoice;
  mail: typeof enMail;
}

/** Every language's files; the type check refuses a file that lacks one of the English keys. */
export const resources = {
  en: { invoice: enInvoice, mail: enMail },
  ua: { invoice: uaInvoice, mail: uaMail },
  ru: { invoice: ruInvoice, mail: ruMail },
  es: { invoice: esInvoice, mail: esMail },
  pl: { invoice: plInvoice, mail: plMail },
  lt: { invoice: ltInvoice, mail: ltMail },
  nl: { invoice: nlInvoice, mail: nlMail },
  cz: { invoice: czInvoice, mail: czMail },
} satisfies Record<ServerLanguage, Bundle>;

const i18n = i18next.createInstance();
// With the resources given and initAsync off, init is done when it returns.
void i18n.init({
  resources,
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SERVER_LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'invoice',
  initAsync: false,
  // PDF and plain-text mail, not HTML: names and links go in as they are.
  interpolation: { escapeValue: false },
});

/** The words of a namespace in a language; an unknown language, or a missing word, is English. */
export function translator(language: string, namespace: Namespace): TFunction<Namespace> {
  return i18n.getFixedT(language, namespace);
}
