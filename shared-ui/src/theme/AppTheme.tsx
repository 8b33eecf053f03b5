import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, type Components, type Theme } from '@mui/material';
import { createAppTheme } from './theme';

interface AppThemeProps {
  children: ReactNode;
  /** Overrides an app adds on top of the shared ones. */
  components?: Components<Theme>;
}

let siteTheme: Theme | undefined;

/** The theme without an app's overrides is the same for every page (and every server render): made once. */
function themeWith(components: Components<Theme> | undefined): Theme {
  if (components) return createAppTheme(components);
  siteTheme ??= createAppTheme();
  return siteTheme;
}

/** Provides the site's dark theme and its baseline styles. */
export function AppTheme({ children, components }: AppThemeProps) {
  const theme = useMemo(() => themeWith(components), [components]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
