import { createTheme, type Theme } from '@mui/material';
import { createAppTheme, themeOptions, tokens } from '../src';

const site = createAppTheme();

/**
 * The site's dark theme, and a light one built from the same tokens and component overrides: not used
 * by the site today, shown so designers can check that a component holds up on light surfaces.
 */
export const THEMES: Record<'dark' | 'light', Theme> = {
  dark: site,
  light: createTheme({
    ...themeOptions,
    palette: {
      ...themeOptions.palette,
      mode: 'light',
      primary: { main: tokens.brand[700] },
      background: { default: '#ffffff', paper: tokens.gray[50] },
      text: { primary: tokens.gray[900], secondary: tokens.gray[700] },
      divider: 'rgba(0, 0, 0, 0.12)',
    },
    components: site.components,
  }),
};
