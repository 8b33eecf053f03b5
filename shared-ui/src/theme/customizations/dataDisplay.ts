import type { Components, Theme } from '@mui/material';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiChip: {
    defaultProps: { size: 'small' },
  },
};
