import type { Components, Theme } from '@mui/material';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    defaultProps: { variant: 'outlined' },
  },
};
