import { List, ListItem, ListItemText, Paper } from '@mui/material';
import ListItemButton from '@mui/material/ListItemButton';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLanguage } from '../hooks/use-language';

/** The back office's rooms, in the order staff use them. */
export const ROOMS = ['dashboard', 'orders', 'invoices', 'leads', 'services', 'categories', 'clients', 'releases'] as const;
export type Room = (typeof ROOMS)[number];

export function roomPath(lang: string, room: Room): string {
  return room === 'dashboard' ? `/${lang}/admin` : `/${lang}/admin/${room}`;
}

/** The side menu (a row of links on phones, wrapping rather than scrolling). */
export function AdminMenu() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return (
    <Paper component="nav" aria-label={t('menu.label')} variant="outlined" sx={{ flexShrink: 0, width: { md: 220 }, mb: { xs: 2, md: 0 }, alignSelf: 'flex-start' }}>
      <List dense sx={{ display: { xs: 'flex', md: 'block' }, flexWrap: 'wrap', p: 0.5 }}>
        {/* Each link in an item of its own (a list holds items), as wide as its text in the phones' row. */}
        {ROOMS.map((room) => (
          <ListItem key={room} disablePadding sx={{ width: { xs: 'auto', md: '100%' } }}>
            <ListItemButton
              component={NavLink}
              to={roomPath(lang, room)}
              end={room === 'dashboard'}
              sx={{ flexGrow: { xs: 0, md: 1 }, borderRadius: 1, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
            >
              <ListItemText primary={t(`menu.${room}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
