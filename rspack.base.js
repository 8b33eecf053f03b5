// The one build configuration factory every front-end app uses: swc for TypeScript and JSX, an HTML
// page, the app's translation files, and Module Federation with the shared-singleton list.
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

/**
 * MUI components not every public page shows on its first load (the signed-in areas' tables, menus,
 * dividers and forms, the promotion's questions and loading placeholders, dialogs, drawers, snackbars,
 * text fields; the catalogue's tabs and search field, which only its list shows; the search is built
 * from FormControl, InputLabel and OutlinedInput, which need none of TextField's select; its clear
 * button's InputAdornment stays in the shared '@mui/material': drawn only once a visitor types, the
 * server could not hint it, and a page would find it only when the catalogue's module ran):
 * imported by path ('@mui/material/Table') and shared by that path, each in a chunk of the shell's
 * loaded when a page uses it (and hinted by the server when a rendered page shows it), so the one
 * shared '@mui/material' (trimmed to shared-surface.json) carries only what every public page needs.
 * The shell provides every path listed here; a release that imports another is refused at activation
 * (the shell provides none of it).
 */
const MUI_BY_PATH = [
  'Accordion', 'AccordionDetails', 'AccordionSummary', 'Avatar', 'Checkbox', 'FormControlLabel', 'LinearProgress',
  'Dialog', 'DialogActions', 'DialogContent', 'DialogContentText', 'DialogTitle', 'Drawer', 'Menu', 'MenuItem',
  'InputLabel', 'OutlinedInput', 'Select', 'TextField', 'FormControl', 'FormHelperText',
  'Table', 'TableBody', 'TableCell', 'TableHead', 'TablePagination', 'TableRow',
  'Tabs', 'Tab', 'Snackbar', 'Skeleton', 'ListItemButton', 'Divider',
];
const MUI_BY_PATH_REQUESTS = MUI_BY_PATH.map((component) => `@mui/material/${component}`);

/**
 * Packages every app must share as one instance: two copies of React, the router, MUI's emotion
 * cache, the i18n or Redux contexts would break them. A shared key matches an exact import request,
 * so code imports these by exactly these names. Libraries that only a shared package uses (Redux
 * Toolkit and axios in shared-api, i18next in shared-i18n) are not shared on their own: they come
 * inside that package, which is one instance for all apps, and the bundler keeps only what it uses
 * (lint keeps the apps off them: eslint.config.js).
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'react-i18next',
  'react-redux',
  'zod',
  'react-hook-form',
  ...MUI_BY_PATH_REQUESTS,
  'shared-ui',
  'shared-i18n',
  'shared-api',
];

/** The package a shared request belongs to: react/jsx-runtime → react, @reduxjs/toolkit/query/react → @reduxjs/toolkit. */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The version of a package this build compiles against. */
function installedVersion(request) {
  return require(require.resolve(`${packageOf(request)}/package.json`, { paths: [__dirname] })).version;
}

/**
 * Each shared singleton requires the major version this build was made with (^x.y.z of the installed
 * package). The ranges go into the app's manifest; activating a release checks them against the
 * versions the shell provides and refuses a mismatch (api/src/modules/remotes/shared-versions.ts).
 */
const shared = Object.fromEntries(
  SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: `^${installedVersion(name)}` }]),
);

/**
 * The shared packages the shell provides trimmed, as only the exports the apps use
 * (shared-surface.json), instead of the whole library: @mui/material and react-router. Lint keeps
 * every app within the surface; a release built elsewhere that uses an export outside it is refused
 * at activation, because its manifest lists the exports it imports (FederationManifestPlugin;
 * api/src/modules/remotes/shared-versions.ts). A production remote runs on the shell's copy.
 */
const SHARED_SURFACE = require('./shared-surface.json');

/**
 * The shell takes the shared modules it provides itself, whatever their version: it provides the only
 * copy, so a version range would only be checked again at every start. The remotes keep theirs, which
 * their activation is checked against.
 */
const shellShared = (name) => ({ ...shared[name], requiredVersion: false });

/**
 * The shared modules of a browser build. Development shares them whole, each app providing its own
 * (a remote runs alone there); in production the shell provides the trimmed packages as only what is
 * used of them (surfaceModule) and the remotes take everything from the shell.
 */
function browserShared(dir, isHost, production) {
  if (!production) return hostShared(dir, isHost);
  if (!isHost) return remoteShared();
  const trimmed = Object.keys(SHARED_SURFACE).map((name) => [name, { ...shellShared(name), import: surfaceModule(name, dir), version: installedVersion(name) }]);
  return { ...hostShared(dir, isHost), ...Object.fromEntries(trimmed) };
}

/**
 * What libraries inside the shared packages import of a trimmed package, beyond what the apps do
 * (shared-surface.json, which lint holds the apps to): Redux Toolkit's React bindings, in shared-api.
 */
const LIBRARY_SURFACE = { 'react-redux': ['ReactReduxContext', 'batch', 'createDispatchHook', 'shallowEqual', 'useStore'] };

/** The exports the shell provides of a trimmed package: the apps' and the libraries'. */
const providedExports = (name) => [...new Set([...SHARED_SURFACE[name], ...(LIBRARY_SURFACE[name] ?? [])])].sort();

/** The ES module file a package's exports map gives for its root ('.'), react-router's production build for it. */
function packageModuleFile(name, dir) {
  if (name === 'react-router') return productionAliases(dir)['react-router$'];
  const manifest = require.resolve(`${name}/package.json`, { paths: [dir] });
  const pick = (entry) => (typeof entry === 'string' ? entry : pick(entry.import ?? entry.module ?? entry.default));
  return path.join(path.dirname(manifest), pick(require(manifest).exports['.']));
}

/**
 * The module the shell provides a trimmed package as: one that re-exports only the names the apps and
 * the libraries use, from the package's own ES module file (named by path, so that its import is not
 * taken for the shared package itself). The bundler keeps only what it re-exports.
 */
function surfaceModule(name, dir) {
  const names = providedExports(name);
  const file = path.join(__dirname, 'node_modules/.cache/shared-surface', `${name.replace(/[@/]/g, '_')}.js`);
  const source = `// Written by rspack.base.js from shared-surface.json.\nexport { ${names.join(', ')} } from ${JSON.stringify(packageModuleFile(name, dir))};\n`;
  // Written only when it changes, and whole (a new file renamed over the old): a build reading it while
  // another configuration is made (npm test builds while the tooling tests load the configurations)
  // never sees it half written.
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const part = `${file}.${process.pid}.part`;
    fs.writeFileSync(part, source);
    fs.renameSync(part, file);
  }
  return file;
}

/**
 * A production remote's shared modules: taken from the shell, never its own (`import: false`). It runs
 * only under the shell, which provides every one of them, so copies of its own would never be loaded.
 * The ranges stay, for activation's check; its manifest records the exports it imports of the trimmed
 * packages (FederationManifestPlugin).
 */
function remoteShared() {
  return Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { ...shared[name], import: false }]));
}

/** The ES module file a package's exports map gives for a request: '@mui/material/Table' → <…>/Table/index.mjs. */
function moduleFileOf(request, dir) {
  const name = packageOf(request);
  const manifest = require.resolve(`${name}/package.json`, { paths: [dir] });
  return path.join(path.dirname(manifest), require(manifest).exports[`.${request.slice(name.length)}`].import.default);
}

/**
 * A build provides the shared modules it imports. The shell imports few of the MUI components shared
 * by path, yet provides them all: named by file, a shared module is provided whether the build
 * imports it or not (the module, not the package's CommonJS copy: the ES one the barrel uses too).
 */
function hostShared(dir, isHost) {
  if (!isHost) return shared;
  return {
    ...Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, shellShared(name)])),
    ...Object.fromEntries(MUI_BY_PATH_REQUESTS.map((request) => [request, { ...shellShared(request), import: moduleFileOf(request, dir), version: installedVersion(request) }])),
  };
}

/** The shared key a federation module is for: 'consume shared module (default) react@^19.3.1 …' → 'react'. */
const SHARED_KEY = /^(?:consume|provide) shared module \([^)]*\) (.+?)@/;

/**
 * Writes mf-manifest.json, a build's description for the server: the container's files (each exposed
 * module's chunks, loaded at once when it is asked for), the shared modules with the version it
 * provides or the range it needs and, for the trimmed packages, the exports it uses (the shell: those
 * it provides), and the bundler version it was built with. The registry names a release by it;
 * activation checks it against the shell's (api/src/modules/remotes/shared-versions.ts) and the
 * server hints a page's remote scripts from it (api/src/modules/pages/remote-hints.ts).
 */
class FederationManifestPlugin {
  constructor({ name, exposes, shared, isHost }) {
    this.options = { name, exposes, shared, isHost };
  }

  apply(compiler) {
    const { name, exposes, shared, isHost } = this.options;
    compiler.hooks.thisCompilation.tap('FederationManifest', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { namedChunkGroups, chunks } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, ids: true, chunkGroups: true });
        const filesOfChunk = new Map(chunks.map((chunk) => [chunk.id, chunk.files.filter((file) => file.endsWith('.js'))]));
        const exposed = Object.keys(exposes).map((request) => {
          const exposeName = request.replace(/^\.\//, '');
          const group = namedChunkGroups[exposeChunkName(exposeName)];
          return { name: exposeName, path: request, assets: { js: { sync: (group?.chunks ?? []).flatMap((id) => filesOfChunk.get(id) ?? []), async: [] } } };
        });
        const used = usedSharedExports(compilation);
        if (isHost) compilation.errors.push(...unprovidedImports(used).map((message) => new rspack.WebpackError(message)));
        // The files holding this build's own copy of a shared module (the shell's; a production remote has none).
        const copyOf = (key) => chunks.filter((chunk) => chunk.origins.some(providing(key))).flatMap((chunk) => filesOfChunk.get(chunk.id) ?? []);
        const sharedEntries = Object.entries(shared).map(([key, config]) => ({
          name: key,
          version: installedVersion(key),
          requiredVersion: config.requiredVersion || undefined,
          singleton: true,
          assets: { js: { sync: copyOf(key), async: [] } },
          ...(SHARED_SURFACE[key] && { usedExports: isHost ? providedExports(key) : [...(used.get(key) ?? [])].sort() }),
        }));
        const manifest = {
          id: name,
          name,
          metaData: {
            name,
            publicPath: compilation.outputOptions.publicPath,
            pluginVersion: rspack.rspackVersion,
            // Webpack's container runtime (api/src/modules/remotes/shared-versions.ts refuses a release of another).
            runtime: 'container',
            remoteEntry: { name: isHost ? '' : 'remoteEntry.js' },
          },
          shared: sharedEntries,
          remotes: [],
          exposes: exposed,
        };
        compilation.emitAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/**
 * What the shell's own build (its code, and the libraries inside its shared packages) imports of a
 * trimmed package that the package, as the shell provides it, lacks: the page would stop on a TypeError.
 * An app's import is caught by lint; a library's (Redux Toolkit's of react-redux) only here.
 */
function unprovidedImports(used) {
  return Object.keys(SHARED_SURFACE).flatMap((key) => {
    const missing = [...(used.get(key) ?? [])].filter((name) => !providedExports(key).includes(name));
    if (missing.length === 0) return [];
    const what = missing.includes('*') ? 'all the exports (a namespace import used whole)' : missing.join(', ');
    return [`The shell imports ${what} of ${key}, which the shell provides trimmed: add an app's import to shared-surface.json, a library's to LIBRARY_SURFACE (rspack.base.js).`];
  });
}

/** The exports a build imports of each shared module, read from its imports of the module (import { Button } from '@mui/material'). */
function usedSharedExports(compilation) {
  const used = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    const key = SHARED_KEY.exec(module.identifier())?.[1];
    if (!key) continue;
    const names = used.get(key) ?? new Set();
    for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
      const { type, ids = [] } = connection.dependency ?? {};
      // A namespace used whole (passed on, or read by a computed name) imports everything: '*'.
      if (ids[0]) names.add(ids[0]);
      else if (type === 'esm import specifier') names.add('*');
    }
    used.set(key, names);
  }
  return used;
}

/** The chunk an exposed module is built into: '__federation_expose_CataloguePage'. */
const exposeChunkName = (exposeName) => `__federation_expose_${exposeName}`;

/** A remote's exposes, each built into a chunk named for it (exposeChunkName), which its manifest lists. */
const exposesByChunk = (exposes) =>
  Object.fromEntries(Object.entries(exposes).map(([request, file]) => [request, { import: file, name: exposeChunkName(request.replace(/^\.\//, '')) }]));

/**
 * What a page starts with, read from the chunk graph (the compilation's stats at the moment): `startup`, the
 * files of the bootstrap's chunks and of the shared modules they consume, with those these consume in
 * turn; `filesOf`, the same for the chunks another test picks (by one of their origins), gathering the
 * names of the modules in them into `modules`.
 */
function startOf(compilation) {
  const { chunks, namedChunkGroups } = compilation.getStats().toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, dependentModules: true, chunkOrigins: true, ids: true, chunkGroups: true });
  const consumes = /^consume shared module \([^)]*\) (.+?)@/;
  const isStartup = (origin) => origin.request === './bootstrap';
  const filesOf = (belongs, modules = new Set()) => {
    const files = new Set();
    const seenKeys = new Set();
    const visit = (picks) => {
      for (const chunk of chunks.filter(picks)) {
        chunk.files.filter((file) => file.endsWith('.js')).forEach((file) => files.add(file));
        for (const module of chunk.modules ?? []) {
          for (const inner of [module, ...(module.modules ?? [])]) modules.add(inner.name ?? '');
          const key = consumes.exec(module.name ?? '')?.[1];
          if (key && !seenKeys.has(key)) {
            seenKeys.add(key);
            visit((candidate) => candidate.origins.some(providing(key)));
          }
        }
      }
    };
    visit(belongs);
    return files;
  };
  return { filesOf, startup: filesOf((chunk) => chunk.origins.some(isStartup)), namedChunkGroups };
}

/** Whether a chunk's origin is the module that provides the shared module `key` ('react', '@mui/material/Table'). */
const providing = (key) => (origin) => /^provide shared module \([^)]*\) (.+?)@/.exec(origin.moduleName ?? '')?.[1] === key;

/**
 * Writes first-load.json beside the shell's index.html: the script files its start-up loads after
 * main.js (the bootstrap chunks and the shared modules they use, with those the shared modules use
 * in turn); those each MUI component shared by path loads beyond them; and those each named chunk of
 * the shell's on-demand code (an import's webpackChunkName: 'RegisterPage') loads beyond them, read
 * from the chunk graph. The server sends them as preload hints (a component's with a page that shows
 * it, an on-demand chunk's with a page that rendered it), so the browser fetches them at once instead
 * of discovering them one after another.
 */
class FirstLoadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoad', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstLoad', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { filesOf, startup, namedChunkGroups } = startOf(compilation);
        const publicPath = compilation.outputOptions.publicPath;
        const beyondStartup = (files) => [...files].filter((file) => !startup.has(file)).sort().map((file) => `${publicPath}${file}`);
        const scripts = [...startup].sort().map((file) => `${publicPath}${file}`);
        const modulesByPath = new Map(MUI_BY_PATH_REQUESTS.map((key) => [key, new Set()]));
        const byPath = Object.fromEntries(
          MUI_BY_PATH_REQUESTS.map((key) => [key, beyondStartup(filesOf((chunk) => chunk.origins.some(providing(key)), modulesByPath.get(key)))]),
        );
        // A component's parts: the other components shared by path whose own module its files hold (TextField's
        // InputLabel and OutlinedInput), which it draws without loading their shared files.
        const parts = Object.fromEntries(
          MUI_BY_PATH.map((owner) => {
            const modules = [...modulesByPath.get(`@mui/material/${owner}`)];
            const own = (component) => modules.some((name) => new RegExp(`/@mui/material/${component}/${component}\\.m?js\\b`).test(name));
            return [`@mui/material/${owner}`, MUI_BY_PATH.filter((part) => part !== owner && own(part)).map((part) => `@mui/material/${part}`)];
          }).filter(([, owned]) => owned.length > 0),
        );
        // The named chunk groups of the shell's own dynamic imports (the entries are named too: main).
        const onDemand = Object.fromEntries(
          Object.entries(namedChunkGroups ?? {})
            .filter(([name]) => !compilation.entrypoints.has(name))
            .map(([name, group]) => [name, beyondStartup(filesOf((chunk) => group.chunks.includes(chunk.id)))]),
        );
        compilation.emitAsset('first-load.json', new rspack.sources.RawSource(JSON.stringify({ scripts, byPath, parts, onDemand }, null, 2)));
      });
    });
  }
}

/** Chrome's explicit compile hint (V8's magic comment), on the first line of a file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the files every page runs as it starts (main.js, the bootstrap and first-load) for eager
 * compilation. Without the hint V8 pre-parses a function, then parses and compiles it again on the main
 * thread when it is first called: 140–180 ms of a page's start on this machine, four times that on
 * Lighthouse's phone. With it Chrome compiles the whole file on a background thread while the file
 * streams in (the main thread's compiling fell to 30–50 ms; Lighthouse's total blocking time by a third
 * on the home and service pages). Only these files: what loads later, or only on some pages, keeps
 * V8's lazy compiling. After minification (which drops comments), before the source maps and the
 * content hashes are made, so that both take the line into account.
 */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const entry = [...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.chunks.flatMap((chunk) => [...chunk.files]));
        const files = new Set([...entry, ...startOf(compilation).startup].filter((file) => file.endsWith('.js')));
        for (const file of files) compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(COMPILE_HINT, source));
      });
    });
  }
}

/** Shared modules no public page starts with: the form libraries and the MUI components shared by path. */
const LATER_SHARED = ['zod', 'react-hook-form', ...MUI_BY_PATH_REQUESTS];
const SHARED_ORIGIN = /^(?:provide|consume) shared module \([^)]*\) (.+?)@/;

/** The shared modules a chunk is loaded for, by their keys ('react', '@mui/material/Table'). */
function sharedKeysOf(chunk) {
  return [...chunk.groupsIterable].flatMap((group) =>
    group.origins.flatMap((origin) => SHARED_ORIGIN.exec(origin.module?.identifier() ?? '')?.[1] ?? []),
  );
}

/**
 * A chunk of a shared module that pages start with. Only these give modules to first-load: what a page
 * loads later (a lazy page, shared-api's HTTP client, a component shared by path) keeps its own chunks,
 * even when it is of the same packages. The shell's bootstrap stays a chunk of its own: it waits for
 * the shared modules it uses, which it would then be waiting in.
 */
function startsThePage(chunk) {
  return sharedKeysOf(chunk).some((key) => !LATER_SHARED.includes(key));
}

/** A chunk of a shared module loaded later (LATER_SHARED). */
function comesLater(chunk) {
  return sharedKeysOf(chunk).some((key) => LATER_SHARED.includes(key));
}

/**
 * The shared modules every page starts with (React, the router, Redux, i18next, emotion, MUI and the
 * shared workspace packages), built into one file of the shell's, first-load: as a chunk per shared
 * module they were 18 files, each with its own response headers and compressed alone (26 KiB more on
 * a first load). A module a later chunk uses too (MUI's styling and transitions, used by the components
 * shared by path) is taken out of that chunk as well, which then loads first-load's copy (already there)
 * instead of its own: the catalogue's search field was 18 KiB of theme code the page already had.
 * e2e/tests/first-load.spec.ts holds a page's start to main.js, the bootstrap and this file.
 */
const FIRST_LOAD_GROUP = {
  name: 'first-load',
  chunks: (chunk) => startsThePage(chunk) || comesLater(chunk),
  // The code, not federation's own modules (a chunk's shared-module lookups stay with the chunk), of the chunks pages start with.
  test: (module, { chunkGraph }) =>
    !['consume-shared-module', 'provide-module', 'remote-module'].includes(module.type) && [...chunkGraph.getModuleChunksIterable(module)].some(startsThePage),
  enforce: true,
};

/** Front-end build configuration, fixed at build time (see types/globals.d.ts). */
function appConfig(production) {
  return {
    apiBase: process.env.API_BASE ?? '',
    apiKey: process.env.WEB_API_KEY ?? 'gp-web-local-key',
    production,
  };
}

/** Where a production build notes the front-end configuration it fixed (scripts/build-stale.mjs reads it). */
function buildConfigStamp(dir) {
  return path.join(__dirname, 'node_modules/.cache/builds', `${path.basename(dir)}.json`);
}

/** Notes, once a build is written, the configuration it was made with (appConfig: the API's base and key). */
class BuildConfigStampPlugin {
  constructor(dir) {
    this.file = buildConfigStamp(dir);
  }

  apply(compiler) {
    compiler.hooks.done.tap('BuildConfigStamp', (stats) => {
      if (stats.hasErrors()) return;
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify(appConfig(true)));
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name the federation name (shell, catalogue, account, promo)
 * @param {number} options.port the dev server's port
 * @param {Record<string, string>} [options.exposes] what a remote exposes
 * @param {string[]} [options.localeDirs] folders holding locales/{lng}/{ns}.json to ship with the app
 * @param {object} [options.devServer] extra dev server settings (the shell proxies the API)
 * @param {boolean} [options.standalone] a remote that also runs alone: its dev server serves the
 *   shell's translations under /shared/ and proxies the API, so its team needs no shell
 */
/**
 * What a production build resolves differently: react-router 7 points every export condition at its
 * development build (dev warnings on, extra checks on each navigation; remix-run/react-router#14102),
 * so production builds, browser and Node alike, take the production build beside it.
 */
function productionAliases(dir) {
  const reactRouter = path.dirname(require.resolve('react-router/package.json', { paths: [dir] }));
  return { 'react-router$': path.join(reactRouter, 'dist/production/index.mjs') };
}

/** TypeScript and JSX through swc, the same for the browser and the Node bundles. */
function scriptRules(production) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          // The browsers that run Module Federation's runtime (ES2020+) need no down-levelling: ES5
          // output with its helpers made our own code a third larger.
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
      type: 'javascript/auto',
    },
  ];
}

/**
 * The app's Node bundle, for server rendering, beside its browser bundle. A remote's goes into
 * dist/server/ (served with its release: the server loads it over HTTP through the federation
 * runtime, from the same registry as the browser); the shell's into server-dist/, which the server
 * requires. One chunk each: a remote's Node entry holds all it exposes, so its address is all the
 * runtime needs.
 */
function serverConfig({ dir, name, exposes }) {
  const isHost = !exposes;
  return {
    name: `${name}-server`,
    // After the browser build, whose clean would otherwise race this one's files in dist/server/.
    dependencies: [name],
    context: dir,
    mode: 'production',
    target: 'async-node',
    devtool: false,
    entry: isHost ? { server: './src/server/index.ts' } : {},
    output: {
      path: isHost ? path.join(dir, 'server-dist') : path.join(dir, 'dist/server'),
      publicPath: '',
      uniqueName: `${name}-server`,
      filename: '[name].js',
      chunkFilename: '[name].js',
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: productionAliases(dir) },
    module: { rules: scriptRules(true) },
    optimization: { minimize: false },
    plugins: [
      new rspack.DefinePlugin({ __APP_CONFIG__: JSON.stringify(appConfig(true)) }),
      !isHost && new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The server loads the remotes' Node bundles through its federation runtime, not the browser's containers.
      isHost && new rspack.NormalModuleReplacementPlugin(/^\.\/containers$/, path.join(dir, 'src/server/server-containers.ts')),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes,
        library: isHost ? undefined : { type: 'commonjs-module' },
        remoteType: 'script',
        remotes: {},
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shared: hostShared(dir, isHost),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
    ].filter(Boolean),
    performance: { hints: false },
  };
}

function createAppConfig({ dir, name, port, exposes, localeDirs = [], devServer = {}, standalone = false }) {
  const isHost = !exposes;
  const configure = (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig(production);
    // Development serves the browser bundles only: pages render in the browser there (README).
    return production ? [browser, serverConfig({ dir, name, exposes })] : browser;
  };
  // What the app is to the federation, for builds made from the same sources (bench/monolith).
  configure.federation = { dir, name, exposes: exposes ?? {}, localeDirs };
  return configure;

  function browserConfig(production) {
    const existingLocaleDirs = localeDirs.filter((d) => fs.existsSync(d));
    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      // Production source maps go beside dist/, never into the served folder (no public sources);
      // upload them to an error tracker from <app>/sourcemaps/.
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // The shell serves deep links such as /en/services/x, so its chunks load from the root;
        // a remote's chunks load from wherever its manifest was found.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        // A remote's Node bundle lives in dist/server/, written by its own build.
        clean: isHost ? true : { keep: /^server\// },
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: { ...(production && productionAliases(dir)) },
      },
      module: { rules: scriptRules(production) },
      optimization: production && isHost ? { splitChunks: { cacheGroups: { firstLoad: FIRST_LOAD_GROUP } } } : undefined,
      plugins: [
        new rspack.DefinePlugin({ __APP_CONFIG__: JSON.stringify(appConfig(production)) }),
        production && new rspack.SourceMapDevToolPlugin({ filename: '../sourcemaps/[file].map', append: false }),
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'src/index.html'),
          favicon: path.join(__dirname, 'shared-ui/assets/favicon.svg'),
        }),
        existingLocaleDirs.length > 0 &&
          new rspack.CopyRspackPlugin({
            patterns: existingLocaleDirs.map((from) => ({ from, to: 'locales' })),
          }),
        // Webpack's container runtime (Module Federation 1.0, README "Federation runtime"): a few KiB
        // where the federation runtime of @module-federation/enhanced is 24 KiB of every page. The
        // shell loads the remotes' containers itself (shell/src/remotes/containers.ts).
        new rspack.container.ModuleFederationPluginV1({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: exposesByChunk(exposes ?? {}),
          shared: browserShared(dir, isHost, production),
        }),
        new FederationManifestPlugin({ name, exposes: exposes ?? {}, shared: browserShared(dir, isHost, production), isHost }),
        isHost && new FirstLoadPlugin(),
        production && isHost && new CompileHintsPlugin(),
        production && new BuildConfigStampPlugin(dir),
      ].filter(Boolean),
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(standalone && {
          static: [{ directory: path.join(__dirname, 'shared-i18n'), publicPath: '/shared', watch: true }],
          proxy: [{ context: ['/api', '/auth'], target: `http://localhost:${process.env.API_PORT ?? 3100}` }],
        }),
        ...devServer,
      },
    };
  }
}

module.exports = { createAppConfig, scriptRules, appConfig, buildConfigStamp, productionAliases, unprovidedImports, SHARED_SINGLETONS, SHARED_SURFACE, MUI_BY_PATH };
