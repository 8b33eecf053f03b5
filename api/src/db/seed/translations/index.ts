import type { SeedTexts } from '../types';
import { categories as nlCategories } from './nl/categories';
import { contentPages as nlContentPages } from './nl/content-pages';
import { services as nlServices } from './nl/services';
import { categories as ruCategories } from './ru/categories';
import { contentPages as ruContentPages } from './ru/content-pages';
import { services as ruServices } from './ru/services';

/** The seed's texts in the languages kept in files of their own (the others are written beside their data). */
export const seedTexts = {
  ru: { categories: ruCategories, services: ruServices, contentPages: ruContentPages },
  nl: { categories: nlCategories, services: nlServices, contentPages: nlContentPages },
} satisfies Record<string, SeedTexts>;
