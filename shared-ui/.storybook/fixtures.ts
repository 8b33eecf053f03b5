import type { ServiceCardService } from '../src';

/** A service as the catalogue lists it, for the stories of the card and its price. */
export const SERVICE: ServiceCardService = {
  slug: 'technical-seo-audit',
  title: 'Technical SEO audit',
  shortDescription: 'An in-depth check of crawlability, indexing, speed and structured data, with a fix list your developers can act on immediately.',
  priceFrom: 1490,
  currency: 'EUR',
  estimatedDeliveryDays: 10,
  hasGuarantee: false,
  isUrgent: false,
  expertLevel: false,
  features: ['full_site_crawl', 'core_web_vitals_analysis'],
};

/** Categories in the colours the seed gives them. */
export const CATEGORIES = {
  seo: { name: 'SEO and content', color: '#4caf50' },
  ads: { name: 'Paid advertising', color: '#2196f3' },
  marketing: { name: 'Digital marketing', color: '#ff9000' },
};

/** Long words and sentences, the way German-like texts stretch a layout. */
export const LONG = {
  word: 'Paslaugųteikimosąlygųpatvirtinimas',
  title: 'Comprehensive international search-engine-optimisation and conversion-rate-optimisation programme for multilingual e-commerce storefronts',
  sentence:
    'Ši paslauga apima išsamią techninės paieškos sistemų optimizacijos analizę, turinio strategijos peržiūrą, konkurentų palyginimą ir ketvirčio veiksmų planą, kurį jūsų komanda gali įgyvendinti iš karto.',
};
