/**
 * Shapes and rules of the seed data (files/*.json): a believable catalogue and content for a
 * business-growth provider. Each file is parsed with its schema when it is loaded (seed-data.ts).
 */
import { hasAtMostTwoDecimals } from 'shared-domain';
import { categoryColor, categoryIcon } from 'shared-api/contracts/admin';
import { contentBlock } from 'shared-api/contracts/content';
import { CURRENCIES } from 'shared-api/contracts/languages';
import { z } from 'zod';
import { storedSiteSettings } from '../site-settings';

/** The languages seed texts are written in beside their data; other languages have files of their own (files/translations/<lang>/). */
export const SEED_LANGUAGES = ['en', 'ua', 'es', 'cz'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/**
 * Seeded texts allowed to fall back to English in a language kept in files of its own, as
 * '<lang>/<category|service|page>/<slug>' (issue 22). Every entry is a reviewed exception; today there is none.
 */
export const CONTENT_FALLBACKS: readonly string[] = [];

/** The informational pages of the site. */
export const CONTENT_PAGE_SLUGS = ['about', 'partners', 'cases', 'contacts', 'terms', 'privacy'] as const;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case slug, e.g. "seo-audit"');
const text = z.string().min(1, 'Expected a text, not an empty string');

/** The same texts in every language written beside the data. */
const translated = <T extends z.ZodType>(texts: T) => z.strictObject({ en: texts, ua: texts, es: texts, cz: texts });

/** A list whose items' slugs are all different; a repeated one is reported where it repeats. */
const withUniqueSlugs = <T extends z.ZodType<{ slug: string }>>(item: T) =>
  z.array(item).superRefine((items, context) => {
    const seen = new Set<string>();
    for (const [index, { slug: itemSlug }] of items.entries()) {
      if (seen.has(itemSlug)) context.addIssue({ code: 'custom', path: [index, 'slug'], message: `Duplicate slug "${itemSlug}"` });
      seen.add(itemSlug);
    }
  });

const categoryText = z.strictObject({ name: text, description: text });

export const seedCategory = z.strictObject({
  slug,
  icon: categoryIcon,
  color: categoryColor,
  sortOrder: z.int(),
  translations: translated(categoryText),
});
export type SeedCategory = z.infer<typeof seedCategory>;

export const seedPrice = z.strictObject({
  /** EUR unless currency says otherwise. */
  amount: z.number().positive().refine(hasAtMostTwoDecimals, 'Expected an amount with at most two decimals'),
  /** 'standard' prices make priceFrom (the lowest active one); a 'pro' price is pricePro. */
  kind: z.enum(['standard', 'pro']),
  currency: z.enum(CURRENCIES).optional(),
});
export type SeedPrice = z.infer<typeof seedPrice>;

/** snake_case phrases in the text's own language, shown with underscores as spaces. */
const feature = z.string().regex(/^[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*$/u, 'Expected a snake_case phrase, e.g. "competitor_benchmarking"');

export const seedServiceText = z.strictObject({
  title: text,
  shortDescription: text,
  fullDescription: text,
  features: z.array(feature),
  benefits: z.array(text),
  kpis: z.array(text),
});
export type SeedServiceText = z.infer<typeof seedServiceText>;

export const seedService = z.strictObject({
  slug,
  /** The slug of its category (categories.json). */
  category: slug,
  isPopular: z.boolean(),
  isUrgent: z.boolean(),
  expertLevel: z.boolean(),
  hasGuarantee: z.boolean(),
  /** Expected return, e.g. '150–300%'. */
  roi: text,
  /** null when unknown (search results then say 30). */
  estimatedDeliveryDays: z.int().positive().nullable(),
  prices: z.array(seedPrice).refine((prices) => prices.some((price) => price.kind === 'standard'), 'Expected at least one standard price (the price from)'),
  translations: translated(seedServiceText),
});
export type SeedService = z.infer<typeof seedService>;

/** Blocks as the content API serves them, told apart by their type so that a bad block says what is wrong. */
const seedContentBlock = z.discriminatedUnion('type', contentBlock.options);
export type ContentBlock = z.infer<typeof seedContentBlock>;

const contentPageText = z.strictObject({ title: text, description: text, blocks: z.array(seedContentBlock) });

/**
 * An informational page, written in full in every language. Company facts used throughout: Growth
 * Partners Europe S.L. (Madrid, CIF B12345678) and Growth Partners CZ s.r.o. (Prague, IČO 12345678);
 * the welcome bonus of up to 10 000 EUR pays at most 20% of an order, at least 10 EUR is paid in cash.
 * Case results keep the same values ('+180%') in every language; only labels are translated.
 */
export const seedContentPage = z.strictObject({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  sortOrder: z.int(),
  translations: translated(contentPageText),
});
export type SeedContentPage = z.infer<typeof seedContentPage>;

/** The seed's files: the catalogue in display order, the pages, and the company's entities and ways to reach it. */
export const seedFiles = {
  categories: withUniqueSlugs(seedCategory),
  services: withUniqueSlugs(seedService),
  contentPages: withUniqueSlugs(seedContentPage),
  siteSettings: storedSiteSettings,
};

/**
 * One language's texts for the seeded catalogue and pages, in files of their own
 * (files/translations/<lang>/{categories,services,content-pages}.json), keyed by category, service and page slug.
 * A service or category without a text falls back to English; every page is written in full.
 */
export const seedTextFiles = {
  categories: z.record(slug, categoryText),
  services: z.record(slug, seedServiceText),
  contentPages: z.record(z.enum(CONTENT_PAGE_SLUGS), contentPageText),
};
export type SeedTexts = { [File in keyof typeof seedTextFiles]: z.infer<(typeof seedTextFiles)[File]> };
