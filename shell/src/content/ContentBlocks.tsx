import { Box, Card, CardContent, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ContentBlock } from 'shared-api/contracts/content';

/** A content page's blocks: headings, paragraphs, lists, client cases with their results, partners. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2}>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return (
              <Typography key={key} variant="h4" component="h2" sx={{ pt: 2 }}>
                {block.text}
              </Typography>
            );
          case 'paragraph':
            return <Typography key={key}>{block.text}</Typography>;
          case 'list':
            return (
              // The list's own markers: a bullet typed into the text would be read out as one.
              <List key={key} dense sx={{ listStyleType: 'disc', pl: 3 }}>
                {block.items.map((item) => (
                  <ListItem key={item} disableGutters sx={{ display: 'list-item' }}>
                    <ListItemText primary={item} />
                  </ListItem>
                ))}
              </List>
            );
          case 'case':
            return (
              <Card key={key} component="article" aria-label={block.client}>
                <CardContent>
                  <Typography variant="h5" component="h2" gutterBottom>
                    {block.client}
                  </Typography>
                  <Typography variant="subtitle2" component="h3" color="primary">
                    {t('content.challenge')}
                  </Typography>
                  <Typography sx={{ mb: 1 }}>{block.challenge}</Typography>
                  <Typography variant="subtitle2" component="h3" color="primary">
                    {t('content.solution')}
                  </Typography>
                  <Typography sx={{ mb: 2 }}>{block.solution}</Typography>
                  <Typography variant="subtitle2" component="h3" color="primary">
                    {t('content.results')}
                  </Typography>
                  <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
                    {block.results.map((result) => (
                      <Grid key={result.label} size={{ xs: 6, sm: 3 }}>
                        <Box component="dt">
                          <Typography variant="h5" component="span" color="primary">
                            {result.value}
                          </Typography>
                        </Box>
                        <Box component="dd" sx={{ m: 0 }}>
                          <Typography variant="body2" color="text.secondary">
                            {result.label}
                          </Typography>
                        </Box>
                      </Grid>
                    ))}
                  </Grid>
                </CardContent>
              </Card>
            );
          case 'partner':
            return (
              <Card key={key} component="article" aria-label={block.name}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {block.name}
                  </Typography>
                  <Typography color="text.secondary">{block.description}</Typography>
                </CardContent>
              </Card>
            );
          default:
            return null;
        }
      })}
    </Stack>
  );
}
