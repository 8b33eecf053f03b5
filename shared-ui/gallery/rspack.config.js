// The design gallery: a static site of every token and component state, served by the API at /design.
const path = require('node:path');
const { rspack } = require('@rspack/core');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    context: __dirname,
    mode: production ? 'production' : 'development',
    entry: { gallery: './src/index.tsx' },
    output: { path: path.join(__dirname, '../gallery-dist'), publicPath: '/design/', filename: '[name].[contenthash:10].js', clean: true },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ __APP_CONFIG__: JSON.stringify({ apiBase: '', apiKey: 'gallery', production }) }),
      new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html'), favicon: path.join(__dirname, '../assets/favicon.svg') }),
    ],
    performance: { hints: false },
    devServer: { port: 3010, historyApiFallback: { index: '/design/index.html' }, devMiddleware: { publicPath: '/design/' } },
  };
};
