// One lint configuration for every workspace, with the import boundaries of ARCHITECTURE.md:
// shared packages import no app, remotes never import each other or the shell, and no cycles.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const i18next = require('eslint-plugin-i18next');

const APPS = ['shell', 'mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin'];
const SHARED = ['shared-domain', 'shared-ui', 'shared-i18n', 'shared-api'];

/** Zones where files in `target` may not import from `from` (paths from the repo root). */
const boundaries = [
  // The design system's Storybook (shared-ui/.storybook) shows the apps' real texts; the library itself imports no app.
  ...SHARED.map((pkg) => ({ target: `./${pkg}/src`, from: APPS.map((app) => `./${app}`), message: 'Shared packages import no app.' })),
  ...APPS.filter((app) => app !== 'shell').map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((other) => other !== remote).map((other) => `./${other}`),
    message: 'A remote never imports the shell or another remote; talk through shared packages, the store and the URL.',
  })),
  { target: './shell', from: APPS.filter((app) => app !== 'shell').map((app) => `./${app}`), message: 'The shell loads remotes at run time only.' },
  { target: './api', from: [...APPS, 'shared-ui', 'shared-i18n'].map((pkg) => `./${pkg}`), message: 'The server imports only shared-domain rules and shared-api contracts.' },
  { target: './api/src/db', from: './api/src/modules', message: 'The database layer imports no module; the seed of demo accounts lives above the modules.' },
];

/**
 * The exports the shell provides of the packages it shares trimmed (see rspack.base.js): browser code
 * imports only these. A new one goes into shared-surface.json, so that the shell provides it too.
 */
const SHARED_SURFACE = require('./shared-surface.json');
const surfacePaths = Object.entries(SHARED_SURFACE).map(([name, allowImportNames]) => ({
  name,
  allowImportNames,
  allowTypeImports: true,
  message: `The shell provides ${name} trimmed to shared-surface.json: add this export there first.`,
}));

/**
 * MUI components are imported from '@mui/material' (the surface above) or, those shared by path, from
 * their own path (MUI_BY_PATH in rspack.base.js): another path is a module the shell does not provide.
 * '@mui/material/styles' holds colour functions shared-ui bundles for its design tokens.
 */
const { MUI_BY_PATH } = require('./rspack.base');
const muiPathPatterns = [
  {
    group: ['@mui/material/*', '!@mui/material/styles', ...MUI_BY_PATH.map((component) => `!@mui/material/${component}`)],
    allowTypeImports: true,
    message: "The shell shares MUI as '@mui/material' and the paths in MUI_BY_PATH (rspack.base.js): import from those.",
  },
];

/**
 * Libraries an app reaches only through a shared package, which bundles them (rspack.base.js): an
 * app importing one directly would load a second copy. Their types stay importable.
 */
const THROUGH_SHARED_PACKAGES = { '@reduxjs/toolkit': 'shared-api', '@reduxjs/toolkit/query': 'shared-api', '@reduxjs/toolkit/query/react': 'shared-api', axios: 'shared-api', i18next: 'shared-i18n' };
const throughSharedPaths = Object.entries(THROUGH_SHARED_PACKAGES).map(([name, via]) => ({
  name,
  allowTypeImports: true,
  message: `Apps use ${name} through ${via}, which bundles it; it is not shared on its own.`,
}));

/**
 * A package is imported by its name and what its `exports` map lists ('shared-api/contracts'), never
 * from inside its src/ folder, by name or by a relative path.
 */
const PACKAGE_INSIDES = {
  regex: '^(?:(?:\\.\\./)+)?(?:shared-[a-z]+|mf-[a-z]+|shell|api)/src(?:/|$)',
  message: "Import a package by its name and its exports map (e.g. 'shared-api/contracts'), never from its src/ folder.",
};

/** The same boundaries for package-name imports (workspace packages resolve through node_modules). */
const restrictedPackages = (names, message) => ({
  patterns: [...(names.length > 0 ? [{ group: names.flatMap((name) => [name, `${name}/*`]), message }] : []), PACKAGE_INSIDES],
});

/**
 * No hard-coded text in the front end's JSX (issue 22): every word a reader sees or hears comes from
 * t(). eslint-plugin-i18next's no-literal-string in jsx-only mode checks JSX text and every string
 * in a JSX attribute or expression, except what these reviewed lists let through.
 */
const JSX_LITERALS = {
  mode: 'jsx-only',
  // Template literals too: {`${count} services`} is text as much as {'services'}.
  'should-validate-template': true,
  words: {
    exclude: [
      // Punctuation, symbols and numbers are no language ('·', '×', '©', '✓', '—', '+', '€', '24/7'), nor
      // are the ISO 4217 codes of the currencies the catalogue lists (spec 1: EUR, USD, UAH).
      /^(?:[\p{P}\p{S}\p{N}\s]|EUR|USD|UAH)+$/u,
      // The fixed parts of paths and keys that templates build: `/${lang}/services/${slug}`, `translations.${code}`.
      /^(?=.*[/.])[a-z0-9/._-]+$/,
    ],
  },
  'jsx-attributes': {
    exclude: [
      // Styling and layout, never shown as text.
      'className', 'style', 'sx', 'variant', 'color', 'size', 'severity', 'direction', 'edge', 'anchor', 'position',
      'underline', 'scrollButtons', 'maxWidth', 'align', 'stackBelow',
      // Identity, wiring and routing: element ids, test ids, form field names and values, routes, URLs.
      'key', 'id', 'name', 'value', 'form', 'type', 'role', 'scope', 'inputMode', 'autoComplete', 'component', 'headingLevel',
      'data-.+', 'testId', 'href', 'to', 'path', 'target', 'rel', 'slug', 'module', 'titleColumn', 'audience',
      // ARIA attributes that hold ids or states; aria-label and aria-valuetext are text and stay checked.
      'aria-(labelledby|describedby|controls|owns|live|current|hidden|busy|haspopup|expanded|selected|modal)',
      // Event handlers are code: their strings are actions and field names, e.g. onClick={() => move('cancelled')}.
      'on[A-Z].*',
      // The admin charts' x: the name of the row field on the x axis (x="label").
      'x',
    ],
  },
  'object-properties': {
    // Keys of inline objects that are code: table column keys, breakpoints, anchor origins, input props.
    exclude: ['key', 'align', 'xs', 'sm', 'md', 'lg', 'xl', 'vertical', 'horizontal', 'role', 'enterKeyHint', 'autoComplete'],
  },
  callees: {
    // Arguments of these calls are keys and field names: t('key'), register('email'), watch('currency').
    exclude: ['t', 'i18n(ext)?', 'register', 'field', 'watch', 'setValue', 'errorOf'],
  },
};

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/tokens-dist/**', '**/server-dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**', 'releases/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', restrictedPackages([], '')],
    },
  },
  {
    // The business rules are plain TypeScript: no package, no React, no I/O.
    files: ['shared-domain/src/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: false, optionalDependencies: false, peerDependencies: false }],
      'import-x/no-nodejs-modules': 'error',
    },
  },
  {
    files: SHARED.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: surfacePaths, patterns: muiPathPatterns }] },
  },
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [...surfacePaths, ...throughSharedPaths], patterns: muiPathPatterns }] },
  },
  ...SHARED.map((pkg) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', restrictedPackages(APPS, 'Shared packages import no app.')] },
  })),
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        restrictedPackages(
          APPS.filter((other) => other !== app),
          'Apps never import each other: remotes are loaded at run time; share code through shared-* packages.',
        ),
      ],
    },
  })),
  {
    // API routes parse, authorize, call a repository or service and shape the answer; they run no query.
    // Flat config replaces a rule's options per file, so this keeps the package boundaries above too.
    files: ['api/src/modules/**/routes.ts', 'api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restrictedPackages([], '').patterns,
            { group: ['**/db/schema', 'drizzle-orm', 'drizzle-orm/*'], message: "Routes call a repository or service; queries live in the module's repository." },
          ],
        },
      ],
    },
  },
  {
    // The front end's components: no hard-coded text (tests, the design system's stories and the API aside).
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'shared-ui/src/**/*.tsx'],
    ignores: ['**/__tests__/**', '**/*.stories.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', JSX_LITERALS] },
  },
  // Node bundles (server rendering) and tests use the trimmed packages whole.
  {
    files: ['shell/src/server/**', '**/__tests__/**', '**/testing/**', '**/*.test.{ts,tsx}', '**/*.stories.tsx', 'shared-ui/.storybook/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
