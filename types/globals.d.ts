/// <reference types="@testing-library/jest-dom" />
/** Build configuration that rspack's DefinePlugin writes into every front-end bundle (see rspack.base.js). */
declare const __APP_CONFIG__: {
  /** Base URL of the API; empty means the page's own origin. */
  apiBase: string;
  /** The application key every API request carries (spec 7). */
  apiKey: string;
  /** Production builds hide stack traces from visitors. */
  production: boolean;
};

declare module '*.json' {
  const value: Record<string, unknown>;
  export default value;
}

/** Webpack's sharing runtime (Module Federation containers, rspack.base.js): fills a share scope with what this build provides. */
declare function __webpack_init_sharing__(scope: string): Promise<void>;
/** The share scopes __webpack_init_sharing__ fills, by name. */
declare const __webpack_share_scopes__: Record<string, unknown>;
