import type { Components, Theme } from '@mui/material';

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
  },
  MuiDrawer: {
    styleOverrides: { paper: ({ theme }) => ({ backgroundColor: theme.palette.background.paper }) },
  },
};
