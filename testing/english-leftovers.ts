import { i18n } from 'shared-i18n';
import { LANGUAGES, type Language } from 'shared-i18n/languages';
import { loadTranslations } from './translations';

/** Every language but English: the ones a page must not show English in. */
export const OTHER_LANGUAGES: readonly Language[] = LANGUAGES.filter((lng) => lng !== 'en');

/**
 * Texts a language writes as English does, on purpose, so finding them on a page is no leftover.
 * Reviewed: each entry says why. Anything else English on a non-English page fails the check.
 */
export const SAME_AS_ENGLISH: { everywhere: Record<string, string>; byLanguage: Partial<Record<Language, Record<string, string>>> } = {
  everywhere: {
    'Growth Partners': 'the brand (spec: one name in every language)',
  },
  byLanguage: {
    cz: { Bonus: 'the Czech word for a bonus', Menu: 'the Czech word (the phone menu’s name)' },
    es: { Subtotal: 'the Spanish word', Total: 'the Spanish word' },
    nl: {
      Account: 'the Dutch word (menu)',
      Bonus: 'the Dutch word for a bonus',
      Cases: 'what Dutch business sites call case studies (menu)',
      Dashboard: 'the word Dutch interfaces use',
      Home: 'Dutch sites call the home page Home (menu, breadcrumb)',
      Menu: 'the Dutch word (the phone menu’s name)',
      Partners: 'the Dutch word (menu)',
      Starter: "the Starter package's name, a Dutch word too",
      Status: 'the Dutch word',
    },
    pl: { Bonus: 'the Polish word for a bonus', Menu: 'the Polish word (the phone menu’s name)', Status: 'the Polish word' },
  },
};

function sharedWith(lng: Language): Record<string, string> {
  return { ...SAME_AS_ENGLISH.everywhere, ...SAME_AS_ENGLISH.byLanguage[lng] };
}

/** Shorter texts ('OK', 'Pro', 'VAT') are names, codes or parts of other words: too short to tell English by. */
const MIN_LETTERS = 4;

/** Placeholders, nested translations and Trans tags split a text into the parts a reader sees. */
const NOT_WORDS = /{{[^}]*}}|\$t\([^)]*\)|<\/?[\w-]*\/?>/g;
const EDGES = /^[\s\p{P}\p{S}\p{N}]+|[\s\p{P}\p{S}\p{N}]+$/gu;

/** The parts of an English text a reader would recognise: 'Services found: {{count}}' → ['Services found']. */
export function readableParts(text: string): string[] {
  return text
    .split(NOT_WORDS)
    .map((part) => part.replace(EDGES, ''))
    .filter((part) => (part.match(/\p{L}/gu) ?? []).length >= MIN_LETTERS);
}

function entries(tree: Record<string, unknown>, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? entries(value as Record<string, unknown>, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

export interface EnglishText {
  /** Where it comes from: 'services:catalogue.title', or 'content' for data the page shows. */
  source: string;
  text: string;
}

/** The English texts of these namespaces a page in `lng` must not show, less those the language shares by design. */
export function englishTextsOf(namespaces: readonly string[], lng: Language): EnglishText[] {
  const english = loadTranslations(['en']).en ?? {};
  const shared = sharedWith(lng);
  return namespaces.flatMap((ns) =>
    entries((english[ns] ?? {}) as Record<string, unknown>).flatMap(([key, value]) =>
      typeof value === 'string' ? readableParts(value).filter((text) => !(text in shared)).map((text) => ({ source: `${ns}:${key}`, text })) : [],
    ),
  );
}

/** Attributes people read or hear: tooltips, accessible names, placeholders, image texts. */
const READ_ATTRIBUTES = ['aria-label', 'aria-valuetext', 'title', 'alt', 'placeholder'];

/** The tests' LocationProbe (@testing/render) shows the URL, which no reader sees. */
const TEST_PROBE = '[data-testid="location"]';

/** What a reader gets from the document, one text per line: text nodes, read attributes and the tab's title. */
export function textsOnScreen(root: Element = document.body): string {
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(TEST_PROBE)) texts.push(node.nodeValue ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts.join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English texts shown on a page rendered in `lng`: those of the namespaces it uses, and any
 * English data passed as `content` (a service's English title where the page should show its own).
 * Matched as whole words, so 'Service' is not found in 'Services'. Empty when the page is all in `lng`.
 */
export function englishLeftovers(namespaces: readonly string[], lng: Language, content: readonly string[] = []): string[] {
  // A shared text hides no leftover inside it: 'Partners' in the brand 'Growth Partners' is the brand.
  const screenText = Object.keys(sharedWith(lng)).reduce((text, shared) => text.replaceAll(shared, '\n'), textsOnScreen());
  const candidates = [...englishTextsOf(namespaces, lng), ...content.map((text) => ({ source: 'content', text }))];
  return candidates
    .filter(({ text }) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'u').test(screenText))
    .map(({ source, text }) => `${source} “${text}”`);
}

/**
 * Records every key i18next finds in no language while a page renders (its missingKey handler),
 * as 'ns:key'. Call stop() after the test to put i18next's options back.
 */
export function recordMissingKeys(): { keys: string[]; stop(): void } {
  const keys: string[] = [];
  const { saveMissing, missingKeyHandler } = i18n.options;
  const record = (_lngs: readonly string[], ns: string, key: string) => {
    keys.push(`${ns}:${key}`);
  };
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = record;
  return {
    keys,
    stop() {
      i18n.options.saveMissing = saveMissing;
      i18n.options.missingKeyHandler = missingKeyHandler;
    },
  };
}

/** A language's own text for a key, from its file (to check that a page did render in that language). */
export function textIn(lng: Language, ns: string, key: string): string {
  const bundle = (loadTranslations([lng])[lng]?.[ns] ?? {}) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`${lng}/${ns}.json has no text at ${key}`);
  return value;
}
