// The one build configuration factory every front-end app uses: swc for TypeScript and JSX, an HTML
// page, the app's translation files, and Module Federation with the shared-singleton list.
const path = require('node:path');
const fs = require('node:fs');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

/**
 * Packages every app must share as one instance: two copies of React, the router, MUI's emotion
 * cache, the i18next instance or the Redux store would break contexts. A shared key matches an
 * exact import request, so code imports these by exactly these names.
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
  'i18next',
  'react-i18next',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'axios',
  'zod',
  'react-hook-form',
  'shared-ui',
  'shared-i18n',
  'shared-api',
];

const shared = Object.fromEntries(
  SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false }]),
);

/** Front-end build configuration, fixed at build time (see types/globals.d.ts). */
function appConfig(production) {
  return {
    apiBase: process.env.API_BASE ?? '',
    apiKey: process.env.WEB_API_KEY ?? 'gp-web-local-key',
    production,
  };
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
function createAppConfig({ dir, name, port, exposes, localeDirs = [], devServer = {}, standalone = false }) {
  const isHost = !exposes;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const existingLocaleDirs = localeDirs.filter((d) => fs.existsSync(d));
    return {
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
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
            type: 'javascript/auto',
          },
        ],
      },
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
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          // Remotes are registered at run time from /remotes.json: none is compiled in.
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
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
  };
}

module.exports = { createAppConfig, SHARED_SINGLETONS };
