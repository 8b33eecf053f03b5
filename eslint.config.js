// One lint configuration for every workspace, with the import boundaries of ARCHITECTURE.md:
// shared packages import no app, remotes never import each other or the shell, and no cycles.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const APPS = ['shell', 'mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin'];
const SHARED = ['shared-domain', 'shared-ui', 'shared-i18n', 'shared-api'];

/** Zones where files in `target` may not import from `from` (paths from the repo root). */
const boundaries = [
  // The design gallery (shared-ui/gallery) shows the apps' real texts; the library itself imports no app.
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

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/gallery-dist/**', '**/server-dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**', 'releases/**'] },
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
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: surfacePaths }] },
  },
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [...surfacePaths, ...throughSharedPaths] }] },
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
  // Node bundles (server rendering) and tests use the trimmed packages whole.
  {
    files: ['shell/src/server/**', '**/__tests__/**', '**/testing/**', '**/*.test.{ts,tsx}', 'shared-ui/gallery/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
