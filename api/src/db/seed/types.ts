/** Shapes of the seed data: a believable catalogue and content for a business-growth provider. */

/** The languages seed texts are written in; other languages fall back to English field by field. */
export type SeedLanguage = 'en' | 'ua' | 'es' | 'cz';

export type Translated<T> = Record<SeedLanguage, T>;

export interface SeedCategory {
  slug: string;
  /** A Material icon name, e.g. 'campaign'. */
  icon: string;
  /** Hex colour, e.g. '#ff9000'. */
  color: string;
  sortOrder: number;
  translations: Translated<{ name: string; description: string }>;
}

export interface SeedPrice {
  /** EUR, at most two decimals. */
  amount: number;
  /** 'standard' prices make priceFrom (the lowest active one); a 'pro' price is pricePro. */
  kind: 'standard' | 'pro';
  currency?: 'EUR' | 'USD' | 'UAH';
}

export interface SeedServiceText {
  title: string;
  shortDescription: string;
  fullDescription: string;
  /** snake_case phrases in the text's own language, shown with underscores as spaces. */
  features: string[];
  benefits: string[];
  kpis: string[];
}

export interface SeedService {
  slug: string;
  /** The slug of its category. */
  category: string;
  isPopular: boolean;
  isUrgent: boolean;
  expertLevel: boolean;
  hasGuarantee: boolean;
  /** Expected return, e.g. '150–300%'. */
  roi: string;
  /** null when unknown (search results then say 30). */
  estimatedDeliveryDays: number | null;
  prices: SeedPrice[];
  translations: Translated<SeedServiceText>;
}

export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'case'; client: string; challenge: string; solution: string; results: Array<{ label: string; value: string }> }
  | { type: 'partner'; name: string; description: string };

export interface SeedContentPage {
  slug: 'about' | 'partners' | 'cases' | 'contacts' | 'terms' | 'privacy';
  sortOrder: number;
  translations: Translated<{ title: string; description: string; blocks: ContentBlock[] }>;
}

/**
 * One language's texts for the seeded catalogue and pages, kept in files of their own
 * (translations/<lng>/) beside the data they translate: keyed by category, service and page slug.
 */
export interface SeedTexts {
  categories: Record<string, { name: string; description: string }>;
  services: Record<string, SeedServiceText>;
  contentPages: Record<SeedContentPage['slug'], { title: string; description: string; blocks: ContentBlock[] }>;
}
