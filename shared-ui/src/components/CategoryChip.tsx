// From the package's entry, as every other MUI import of the shared UI: a path of its own would be another module for the federation to share.
import { Chip, getContrastRatio } from '@mui/material';
import { palette } from '../theme/tokens';

/** WCAG AA for the chip's small text. */
const AA_CONTRAST = 4.5;

/**
 * White on a category colour dark enough for it, else black: one of the two always reaches 4.5:1
 * (the theme's dark text is black at 87 %, which on a mid-tone such as #e91e63 falls just short).
 */
export function categoryTextColour(background: string): string {
  return getContrastRatio(background, '#fff') >= AA_CONTRAST ? '#fff' : '#000';
}

/** A category's name on its own colour; an unknown category is grey (spec 2: 'Unknown', #666). */
export function CategoryChip({ name, color }: { name: string; color?: string }) {
  const background = color ?? palette.unknownCategory;
  return <Chip label={name} size="small" sx={{ bgcolor: background, color: categoryTextColour(background), fontWeight: 600 }} />;
}
