import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { featureLabel } from 'shared-ui';

/** A titled list (what is included, benefits, expected results), underscores shown as spaces. */
export function FeatureList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  const id = `list-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item} disableGutters sx={{ alignItems: 'flex-start' }}>
            <Box component="span" aria-hidden sx={{ color: 'primary.main', mr: 1.5, fontWeight: 700 }}>
              ✓
            </Box>
            <ListItemText primary={featureLabel(item)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
