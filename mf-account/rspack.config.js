const path = require('node:path');
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'account',
  port: 3002,
  exposes: {
    './AccountArea': './src/pages/AccountArea.tsx',
  },
  localeDirs: [path.join(__dirname, 'locales')],
  standalone: true,
});
