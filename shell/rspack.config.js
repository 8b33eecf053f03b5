const path = require('node:path');
const { createAppConfig } = require('../rspack.base');

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3100}`;

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  localeDirs: [path.join(__dirname, '../shared-i18n/locales')],
  devServer: {
    // In development the API (with /remotes.json pointing at the remotes' dev servers) runs apart.
    proxy: [{ context: ['/api', '/auth', '/remotes.json', '/health', '/docs'], target: apiTarget }],
  },
});
