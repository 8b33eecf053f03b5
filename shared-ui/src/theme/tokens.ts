/**
 * Design tokens: the one place designers change the look of every app (spec 9).
 * Components read these through the theme; none hard-codes a colour or a size.
 */
export const brand = {
  50: '#fff4e5',
  100: '#ffe2bf',
  200: '#ffcf94',
  300: '#ffbb66',
  400: '#ffa633',
  500: '#ff9000',
  600: '#e68200',
  700: '#bf6c00',
  800: '#995700',
  900: '#663a00',
} as const;

export const gray = {
  50: '#f5f5f5',
  100: '#e6e6e6',
  200: '#cccccc',
  300: '#b3b3b3',
  400: '#999999',
  500: '#808080',
  600: '#666666',
  700: '#404040',
  800: '#262626',
  900: '#1a1a1a',
} as const;

export const palette = {
  mode: 'dark' as const,
  primary: brand[500],
  background: gray[900],
  paper: gray[800],
  textPrimary: '#ffffff',
  textSecondary: gray[200],
  /**
   * Errors (form messages, Overdue, failed payments) in a red that reads at 4.5:1 on the paper and the
   * page: MUI's dark red (#f44336) is 4.1:1 on the paper.
   */
  error: '#e57373',
  divider: 'rgba(255, 255, 255, 0.12)',
  /** Colour of a service's category when the category is unknown (spec 2). */
  unknownCategory: gray[600],
};

export const typography = {
  fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  h1: { fontSize: '2.75rem', fontWeight: 800, lineHeight: 1.15 },
  h2: { fontSize: '2.125rem', fontWeight: 700, lineHeight: 1.2 },
  h3: { fontSize: '1.625rem', fontWeight: 700, lineHeight: 1.25 },
  h4: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3 },
  button: { textTransform: 'none' as const, fontWeight: 600 },
};

/** MUI spacing unit in px. */
export const spacing = 8;
/** Corner radius in px. */
export const radius = 4;
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const layout = {
  /** The fixed header's height in px (spec 2). */
  headerHeight: 64,
  /** The account side panel's width in px on wide screens (spec 2). */
  accountPanelWidth: 280,
  /** Width of the right-hand navigation drawer on narrow screens. */
  drawerWidth: 280,
  contentMaxWidth: 'lg' as const,
};
