// From the package's entry, as every other MUI import of the shared UI: a path of its own would be another module for the federation to share.
import type { CSSProperties } from 'react';
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

/** The chip's look, the same for every category: one style rule, each chip's colours in its own custom properties. */
const CHIP_STYLE = { bgcolor: 'var(--category-colour)', color: 'var(--category-text-colour)', fontWeight: 600 } as const;

/**
 * A category's name on its own colour; an unknown category is grey (spec 2: 'Unknown', #666). The
 * colours go in custom properties, not in the chip's style: a style per colour made a copy of MUI's
 * whole chip rule for each category (1.4 KB each, 11 KB of the catalogue's CSS).
 */
export function CategoryChip({ name, color }: { name: string; color?: string }) {
  const background = color ?? palette.unknownCategory;
  const colours = { '--category-colour': background, '--category-text-colour': categoryTextColour(background) } as CSSProperties;
  return <Chip label={name} size="small" sx={CHIP_STYLE} style={colours} />;
}
