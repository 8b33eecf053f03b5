import type { Components, Theme } from '@mui/material';

/** What keeps moving for everyone: a progress indicator says that something is still under way. */
const PROGRESS = ['.MuiCircularProgress-indeterminate', '.MuiCircularProgress-circleIndeterminate', '.MuiLinearProgress-bar'];

/**
 * For visitors whose system asks for less motion (prefers-reduced-motion: reduce; WCAG 2.3.3): what
 * slides, fades, grows or ripples (a drawer, a dialog, a menu, a button's ripple, a skeleton's pulse)
 * is at its end at once. Its own timing is kept, so nothing waits longer or shorter than it did; the
 * progress indicators keep turning. In the baseline styles, so the server's page carries it too.
 */
export const motionCustomizations: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      '@media (prefers-reduced-motion: reduce)': {
        [`*${PROGRESS.map((selector) => `:not(${selector})`).join('')}, *::before, *::after`]: {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          transitionDelay: '0s !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
};
