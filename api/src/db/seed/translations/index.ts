import type { SeedTexts } from '../types';
import { categories as ltCategories } from './lt/categories';
import { contentPages as ltContentPages } from './lt/content-pages';
import { services as ltServices } from './lt/services';
import { categories as nlCategories } from './nl/categories';
import { contentPages as nlContentPages } from './nl/content-pages';
import { services as nlServices } from './nl/services';
import { categories as plCategories } from './pl/categories';
import { contentPages as plContentPages } from './pl/content-pages';
import { services as plServices } from './pl/services';
import { categories as ruCategories } from './ru/categories';
import { contentPages as ruContentPages } from './ru/content-pages';
import { services as ruServices } from './ru/services';

/** The seed's texts in the languages kept in files of their own (the others are written beside their data). */
export const seedTexts = {
  ru: { categories: ruCategories, services: ruServices, contentPages: ruContentPages },
  pl: { categories: plCategories, services: plServices, contentPages: plContentPages },
  lt: { categories: ltCategories, services: ltServices, contentPages: ltContentPages },
  nl: { categories: nlCategories, services: nlServices, contentPages: nlContentPages },
} satisfies Record<string, SeedTexts>;
