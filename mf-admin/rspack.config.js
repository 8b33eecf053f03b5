const path = require('node:path');
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'admin',
  port: 3004,
  exposes: {
    './AdminArea': './src/pages/AdminArea.tsx',
  },
  localeDirs: [path.join(__dirname, 'locales')],
  standalone: true,
});
