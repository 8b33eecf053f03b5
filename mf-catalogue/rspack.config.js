const path = require('node:path');
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'catalogue',
  port: 3001,
  exposes: {
    './ServicesSection': './src/pages/ServicesSection.tsx',
    './CataloguePage': './src/pages/CataloguePage.tsx',
    './ServiceDetailPage': './src/pages/ServiceDetailPage.tsx',
  },
  localeDirs: [path.join(__dirname, 'locales')],
  standalone: true,
});
