import { createTheme, type Components, type Theme, type ThemeOptions } from '@mui/material';
import { breakpoints, palette, radius, spacing, typography } from './tokens';
import { dataDisplayCustomizations } from './customizations/dataDisplay';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { motionCustomizations } from './customizations/motion';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';

/** Options every app's theme is built from: tokens plus component overrides. */
export const themeOptions: ThemeOptions = {
  palette: {
    mode: palette.mode,
    primary: { main: palette.primary },
    error: { main: palette.error },
    background: { default: palette.background, paper: palette.paper },
    text: { primary: palette.textPrimary, secondary: palette.textSecondary },
    divider: palette.divider,
    // Text on a coloured background picks black or white for WCAG AA (4.5:1), not MUI's default 3:1.
    contrastThreshold: 4.5,
  },
  typography,
  spacing,
  shape: { borderRadius: radius },
  breakpoints: { values: breakpoints },
};

/** The site's theme; an app may add component overrides, never replace the tokens. */
export function createAppTheme(extraComponents: Components<Theme> = {}): Theme {
  return createTheme({
    ...themeOptions,
    components: {
      ...surfacesCustomizations,
      ...inputsCustomizations,
      ...navigationCustomizations,
      ...feedbackCustomizations,
      ...dataDisplayCustomizations,
      ...motionCustomizations,
      ...extraComponents,
    },
  });
}
