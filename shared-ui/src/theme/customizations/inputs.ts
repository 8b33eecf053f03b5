import type { Components, Theme } from '@mui/material';

export const inputsCustomizations: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
  },
  MuiFormLabel: {
    styleOverrides: { asterisk: ({ theme }) => ({ color: theme.palette.primary.main }) },
  },
};
