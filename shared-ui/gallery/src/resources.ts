import type { Resource } from 'i18next';
import commonEn from '../../../shared-i18n/locales/en/common.json';
import commonUa from '../../../shared-i18n/locales/ua/common.json';
import formsEn from '../../../shared-i18n/locales/en/forms.json';
import formsUa from '../../../shared-i18n/locales/ua/forms.json';
import servicesEn from '../../../mf-catalogue/locales/en/services.json';
import servicesUa from '../../../mf-catalogue/locales/ua/services.json';

/** The texts the stories show, in the gallery's two languages. */
export const resources: Resource = {
  en: { common: commonEn, forms: formsEn, services: servicesEn },
  ua: { common: commonUa, forms: formsUa, services: servicesUa },
};
