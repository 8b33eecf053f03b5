import { Chip } from '@mui/material';
import { palette } from '../theme/tokens';

/** A category's name on its own colour; an unknown category is grey (spec 2: 'Unknown', #666). */
export function CategoryChip({ name, color }: { name: string; color?: string }) {
  const background = color ?? palette.unknownCategory;
  return <Chip label={name} size="small" sx={{ bgcolor: background, color: (theme) => theme.palette.getContrastText(background), fontWeight: 600 }} />;
}
