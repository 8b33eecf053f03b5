import type { Components, Theme } from '@mui/material';
import { layout, spacing } from '../tokens';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    defaultProps: { variant: 'outlined' },
  },
  /**
   * Toasts open at the top, just below the fixed header, at every width: at the bottom a toast covered
   * what pages keep there for the next step (the cart drawer's checkout button, a service's order bar
   * on phones), and over the header it would cover the header's buttons (issue 19).
   */
  MuiSnackbar: {
    defaultProps: { anchorOrigin: { vertical: 'top', horizontal: 'center' } },
    styleOverrides: {
      root: ({ ownerState, theme }) =>
        ownerState.anchorOrigin?.vertical === 'top'
          ? { top: layout.headerHeight + spacing, [theme.breakpoints.up('sm')]: { top: layout.headerHeight + spacing } }
          : {},
    },
  },
};
