// Builds each front-end app whose sources changed since its last build, or that was built with another
// front-end configuration (or never built), and the design system's Storybook likewise: what `npm start`
// and `npm test` build first (`npm run build` builds everything again).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { appConfig, buildConfigStamp } = createRequire(import.meta.url)('../rspack.base.js');
const APPS = ['mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin', 'shell'];
/**
 * Inputs every app's build depends on besides its own folder and the workspaces it depends on: the build
 * configuration, with the list of what the shell shares with the remotes, and the installed packages.
 */
const COMMON_INPUTS = ['rspack.base.js', 'shared-surface.json', 'package-lock.json', 'types'];

/**
 * The workspaces a workspace depends on, directly or through another one, as their package.json files
 * say (dependencies and peer dependencies): the shared packages whose sources go into its build.
 */
export function workspaceDependencies(workspace) {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const found = new Set();
  const visit = (name) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8'));
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (workspaces.includes(dependency) && !found.has(dependency)) {
        found.add(dependency);
        visit(dependency);
      }
    }
  };
  visit(workspace);
  return [...found].sort();
}

/** What an app's build reads besides its own folder. */
export function buildInputs(app) {
  return [...COMMON_INPUTS, ...workspaceDependencies(app)];
}

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'server-dist', 'storybook-static', 'tokens-dist', 'design-snapshots', '__tests__'].includes(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Whether an app's build fixed another front-end configuration than the one in effect now (API_BASE,
 * WEB_API_KEY: the build writes them into the page's script), or does not say which (made before builds
 * noted it).
 */
export function builtWithOtherConfig(app, current = appConfig(true)) {
  const stamp = buildConfigStamp(path.join(root, app));
  return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== JSON.stringify(current);
}

export function staleApps() {
  return APPS.filter((app) => {
    const common = Math.max(...buildInputs(app).map(newestMtime));
    const built = path.join(root, app, 'dist/mf-manifest.json');
    // Each app's Node bundle, for server rendering, is built with its browser bundle.
    const serverBuilt = path.join(root, app, app === 'shell' ? 'server-dist/server.js' : 'dist/server/remoteEntry.js');
    if (!fs.existsSync(built) || !fs.existsSync(serverBuilt) || builtWithOtherConfig(app)) return true;
    const inputs = Math.max(common, newestMtime(path.join(app, 'src')), newestMtime(path.join(app, 'locales')), newestMtime(path.join(app, 'rspack.config.js')));
    return inputs > fs.statSync(built).mtimeMs;
  });
}

/** Translation folders the design system's stories show texts from. */
const LOCALES = ['shared-i18n/locales', ...APPS.filter((app) => app !== 'shell').map((app) => `${app}/locales`)];

/** What the design system's Storybook build reads: shared-ui, the packages it depends on, the stories' texts. */
export function designInputs() {
  return ['shared-ui', ...workspaceDependencies('shared-ui'), ...LOCALES, 'package-lock.json'];
}

function run(cwd, args, what) {
  console.log(`Building ${what}…`);
  const result = spawnSync('npx', args, { cwd: path.join(root, cwd), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The build of ${what} failed`);
}

export async function buildStale() {
  const stale = staleApps();
  if (stale.length === 0) console.log('Every app’s build is up to date.');
  for (const app of stale) {
    run(app, ['rspack', 'build', '--mode', 'production'], app);
    await precompress(path.join(root, app, 'dist'));
  }
  // The design system's Storybook, served at /design.
  const design = path.join(root, 'shared-ui/storybook-static/index.html');
  if (fs.existsSync(design) && Math.max(...designInputs().map(newestMtime)) <= fs.statSync(design).mtimeMs) {
    console.log('The design system’s build is up to date.');
  } else {
    const result = spawnSync('npm', ['run', 'storybook:build'], { cwd: path.join(root, 'shared-ui'), stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The build of the design system (Storybook) failed');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildStale().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
