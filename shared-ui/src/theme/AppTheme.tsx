import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, type Components, type Theme } from '@mui/material';
import { createAppTheme } from './theme';

interface AppThemeProps {
  children: ReactNode;
  /** Overrides an app adds on top of the shared ones. */
  components?: Components<Theme>;
}

/** Provides the site's dark theme and its baseline styles. */
export function AppTheme({ children, components }: AppThemeProps) {
  const theme = useMemo(() => createAppTheme(components), [components]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
