import type { StorybookConfig } from 'storybook-react-rsbuild';

/**
 * Storybook for the design system, built with rsbuild (rspack underneath, swc like the apps).
 * Stories sit beside their components; the token pages are MDX beside the token file.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // The W3C design tokens file (scripts/write-design-tokens.ts) is published beside the stories.
  staticDirs: [{ from: '../tokens-dist', to: '/' }],
  typescript: { reactDocgen: 'react-docgen-typescript' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  rsbuildFinal: (rsbuild) => ({
    ...rsbuild,
    // The site publishes no source maps (its sources stay in the repository).
    output: { ...rsbuild.output, sourceMap: false },
    tools: {
      ...rsbuild.tools,
      // The apps' swc setting: React's automatic JSX runtime.
      swc: { jsc: { transform: { react: { runtime: 'automatic' } } } },
    },
  }),
};

export default config;
