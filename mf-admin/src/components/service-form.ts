import type { AdminServiceBody, AdminServiceDetail, AdminServicePatch } from 'shared-api/contracts/admin';
import { LANGUAGES, type Language } from 'shared-i18n';

/** One language's texts as the editor holds them: lists as one item per line. */
export interface TextsForm {
  title: string;
  shortDescription: string;
  fullDescription: string;
  features: string;
  benefits: string;
  kpis: string;
}
export interface PriceForm {
  amount: string;
  kind: 'standard' | 'pro';
  currency: 'EUR' | 'USD' | 'UAH';
  isActive: boolean;
}
export interface ServiceForm {
  slug: string;
  categorySlug: string;
  isActive: boolean;
  isPopular: boolean;
  isUrgent: boolean;
  expertLevel: boolean;
  hasGuarantee: boolean;
  roi: string;
  estimatedDeliveryDays: string;
  prices: PriceForm[];
  translations: Record<Language, TextsForm>;
}

const EMPTY_TEXTS: TextsForm = { title: '', shortDescription: '', fullDescription: '', features: '', benefits: '', kpis: '' };
const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

export function emptyServiceForm(): ServiceForm {
  return {
    slug: '',
    categorySlug: '',
    isActive: true,
    isPopular: false,
    isUrgent: false,
    expertLevel: false,
    hasGuarantee: false,
    roi: '',
    estimatedDeliveryDays: '',
    prices: [{ amount: '', kind: 'standard', currency: 'EUR', isActive: true }],
    translations: Object.fromEntries(LANGUAGES.map((lang) => [lang, { ...EMPTY_TEXTS }])) as Record<Language, TextsForm>,
  };
}

export function serviceFormOf(service: AdminServiceDetail): ServiceForm {
  const form = emptyServiceForm();
  for (const lang of LANGUAGES) {
    const texts = service.translations[lang];
    if (!texts) continue;
    form.translations[lang] = {
      title: texts.title,
      shortDescription: texts.shortDescription,
      fullDescription: texts.fullDescription,
      features: texts.features.join('\n'),
      benefits: texts.benefits.join('\n'),
      kpis: texts.kpis.join('\n'),
    };
  }
  return {
    ...form,
    slug: service.slug,
    categorySlug: service.categorySlug,
    isActive: service.isActive,
    isPopular: service.isPopular,
    isUrgent: service.isUrgent,
    expertLevel: service.expertLevel,
    hasGuarantee: service.hasGuarantee,
    roi: service.roi ?? '',
    estimatedDeliveryDays: service.estimatedDeliveryDays === null ? '' : String(service.estimatedDeliveryDays),
    prices: service.prices.map((price) => ({ ...price, amount: String(price.amount) })),
  };
}

/** The languages whose title is empty: their pages fall back to English. */
export function missingLanguages(form: ServiceForm): Language[] {
  return LANGUAGES.filter((lang) => form.translations[lang].title.trim() === '');
}

/** Whether nothing of a language's texts is filled in. */
const isEmpty = (texts: TextsForm) => Object.values(texts).every((value) => value.trim() === '');

/**
 * A change: the body the form stands for, and a language emptied since the editor opened removed
 * (null); English cannot be, every page's fallback (the contract says so).
 */
export function servicePatchOf(form: ServiceForm, opened: ServiceForm): AdminServicePatch {
  const { translations, ...fields } = serviceBodyOf(form);
  const removed = LANGUAGES.filter((lang) => isEmpty(form.translations[lang]) && !isEmpty(opened.translations[lang]));
  return { ...fields, translations: { ...translations, ...Object.fromEntries(removed.map((lang) => [lang, null])) } };
}

/** The request body the form stands for; a language with nothing filled in is left out. */
export function serviceBodyOf(form: ServiceForm): AdminServiceBody {
  const translations = Object.fromEntries(
    LANGUAGES.flatMap((lang) => {
      const texts = form.translations[lang];
      if (isEmpty(texts)) return [];
      return [
        [
          lang,
          {
            title: texts.title.trim(),
            shortDescription: texts.shortDescription.trim(),
            fullDescription: texts.fullDescription.trim(),
            features: lines(texts.features),
            benefits: lines(texts.benefits),
            kpis: lines(texts.kpis),
          },
        ],
      ];
    }),
  );
  const days = form.estimatedDeliveryDays.trim();
  return {
    slug: form.slug.trim(),
    categorySlug: form.categorySlug,
    isActive: form.isActive,
    isPopular: form.isPopular,
    isUrgent: form.isUrgent,
    expertLevel: form.expertLevel,
    hasGuarantee: form.hasGuarantee,
    roi: form.roi.trim() || null,
    estimatedDeliveryDays: days === '' ? null : Number(days),
    prices: form.prices.map((price) => ({ ...price, amount: Number(price.amount.replace(',', '.')) })),
    translations: translations as AdminServiceBody['translations'],
  };
}
