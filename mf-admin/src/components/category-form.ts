import type { AdminCategory, AdminCategoryBody, AdminCategoryPatch } from 'shared-api/contracts/admin';
import { LANGUAGES, type Language } from 'shared-i18n';

/** A category as its editor holds it: every language's name and description, empty where missing. */
export interface CategoryForm {
  slug: string;
  icon: string;
  color: string;
  sortOrder: string;
  isActive: boolean;
  translations: Record<Language, { name: string; description: string }>;
}

export function emptyCategoryForm(): CategoryForm {
  return {
    slug: '',
    icon: '',
    color: '#ff9000',
    sortOrder: '0',
    isActive: true,
    translations: Object.fromEntries(LANGUAGES.map((lang) => [lang, { name: '', description: '' }])) as CategoryForm['translations'],
  };
}

export function categoryFormOf(category: AdminCategory): CategoryForm {
  const form = emptyCategoryForm();
  for (const lang of LANGUAGES) {
    const texts = category.translations[lang];
    if (texts) form.translations[lang] = { name: texts.name, description: texts.description };
  }
  return { ...form, slug: category.slug, icon: category.icon, color: category.color, sortOrder: String(category.sortOrder), isActive: category.isActive };
}

/** The languages without a name: the site shows them in English. */
export function missingCategoryLanguages(form: CategoryForm): Language[] {
  return LANGUAGES.filter((lang) => form.translations[lang].name.trim() === '');
}

function fieldsOf(form: CategoryForm) {
  const order = form.sortOrder.trim();
  return {
    slug: form.slug.trim(),
    icon: form.icon.trim(),
    color: form.color.trim(),
    sortOrder: order === '' ? 0 : Number(order),
    isActive: form.isActive,
  };
}

const textsOf = (form: CategoryForm, lang: Language) => ({
  name: form.translations[lang].name.trim(),
  description: form.translations[lang].description.trim(),
});

/** A new category: the languages with a name (English always, so its absence is reported). */
export function categoryBodyOf(form: CategoryForm): AdminCategoryBody {
  const named = LANGUAGES.filter((lang) => lang === 'en' || textsOf(form, lang).name !== '');
  return { ...fieldsOf(form), translations: Object.fromEntries(named.map((lang) => [lang, textsOf(form, lang)])) as AdminCategoryBody['translations'] };
}

/** A change: every language with a name is sent; one emptied since it was opened is removed (null). */
export function categoryPatchOf(form: CategoryForm, opened: CategoryForm): AdminCategoryPatch {
  const translations: NonNullable<AdminCategoryPatch['translations']> = {};
  for (const lang of LANGUAGES) {
    const texts = textsOf(form, lang);
    if (lang === 'en' || texts.name !== '') translations[lang] = texts;
    else if (opened.translations[lang].name.trim() !== '') translations[lang] = null;
  }
  return { ...fieldsOf(form), translations };
}
