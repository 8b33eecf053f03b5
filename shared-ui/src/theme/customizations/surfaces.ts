import type { Components, Theme } from '@mui/material';
import { layout, palette } from '../tokens';

export const surfacesCustomizations: Components<Theme> = {
  MuiAppBar: {
    styleOverrides: {
      root: {
        height: layout.headerHeight,
        backgroundColor: palette.background,
        backgroundImage: 'none',
        borderBottom: `1px solid ${palette.divider}`,
      },
    },
  },
  MuiPaper: {
    styleOverrides: { root: { backgroundImage: 'none' } },
  },
};
