const path = require('node:path');
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'promo',
  port: 3003,
  exposes: {
    './PromoPage': './src/pages/PromoPage.tsx',
    './PromoBanner': './src/pages/PromoBanner.tsx',
    './CartCheckoutPage': './src/pages/CartCheckoutPage.tsx',
    './CartDrawer': './src/pages/CartDrawer.tsx',
  },
  localeDirs: [path.join(__dirname, 'locales')],
  standalone: true,
});
