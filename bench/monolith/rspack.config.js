// The monolith the web benchmark compares the federated site with (issue 15: federated first-load
// bytes stay within 1.10 × these): the same shell and the same remote modules built as one app, with
// no Module Federation. The shell's container loader (shell/src/remotes/containers.ts) is swapped for
// plain dynamic imports of the modules the remotes expose, read from the remotes' own build
// configurations, so the two builds differ only by federation. Pages render in the browser (the
// benchmark counts the JavaScript a first load transfers). Rendering in the browser, the monolith reads
// its data through the API client (shared-api's axios client) on a first load, which a server-rendered
// page does not: that client is built into a chunk of its own, api-client, which the benchmark leaves
// out of the monolith's count.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { appConfig, productionAliases, scriptRules } = require('../../rspack.base');

const ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['mf-catalogue', 'mf-account', 'mf-promo', 'mf-admin'].map((app) => require(path.join(ROOT, app, 'rspack.config.js')).federation);
const shell = require(path.join(ROOT, 'shell/rspack.config.js')).federation;
const GENERATED = path.join(__dirname, 'generated');

/** shared-api's HTTP client and axios, which it loads on demand (shared-api/src/api-client.ts). */
const API_CLIENT_GROUP = {
  test: (module) => /[\\/](node_modules[\\/]axios[\\/]|shared-api[\\/]src[\\/]axios-client\.ts$)/.test(module.nameForCondition?.() ?? ''),
  name: 'api-client',
  chunks: 'async',
  enforce: true,
};

/** 'catalogue/ServicesSection' → () => import('<mf-catalogue>/src/pages/ServicesSection.tsx'), for every exposed module. */
function writeExposedModules() {
  const entries = REMOTES.flatMap(({ dir, name, exposes }) =>
    Object.entries(exposes).map(([key, file]) => `  ${JSON.stringify(`${name}/${key.replace(/^\.\//, '')}`)}: () => import(${JSON.stringify(path.join(dir, file))}),`),
  );
  fs.mkdirSync(GENERATED, { recursive: true });
  fs.writeFileSync(path.join(GENERATED, 'exposed-modules.js'), `// Written by bench/monolith/rspack.config.js.\nexport const exposedModules = {\n${entries.join('\n')}\n};\n`);
}

module.exports = () => {
  writeExposedModules();
  return {
    name: 'monolith',
    context: shell.dir,
    mode: 'production',
    devtool: false,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: productionAliases(shell.dir),
    },
    module: { rules: scriptRules(true) },
    optimization: { splitChunks: { cacheGroups: { apiClient: API_CLIENT_GROUP } } },
    plugins: [
      new rspack.NormalModuleReplacementPlugin(/^\.\/containers$/, path.join(__dirname, 'containers.js')),
      new rspack.DefinePlugin({ __APP_CONFIG__: JSON.stringify(appConfig(true)) }),
      new rspack.HtmlRspackPlugin({ template: path.join(shell.dir, 'src/index.html') }),
      new rspack.CopyRspackPlugin({ patterns: shell.localeDirs.map((from) => ({ from, to: 'locales' })) }),
    ],
    performance: { hints: false },
  };
};
