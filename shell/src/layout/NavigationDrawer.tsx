import Drawer from '@mui/material/Drawer';
import { Box, Button, IconButton, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Language } from 'shared-i18n';
import { CloseIcon, PhoneIcon, tokens } from 'shared-ui';
import { AccountControls } from './AccountControls';
import { headerLinks } from './nav-links';

interface NavigationDrawerProps {
  lang: Language;
  open: boolean;
  /** Whether the header's links are in the drawer (below md) or still in the bar. */
  withLinks: boolean;
  onClose: () => void;
  onCallUs: () => void;
}

/** The header's menu on narrower screens: the links that do not fit the bar, a call and the account. */
export function NavigationDrawer({ lang, open, withLinks, onClose, onCallUs }: NavigationDrawerProps) {
  const { t } = useTranslation('common');
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: tokens.layout.drawerWidth } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label={t('header.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {withLinks && (
        <nav aria-label={t('header.navigation')}>
          <List>
            {headerLinks(lang).map((link) => (
              <ListItemButton key={link.key} component={NavLink} to={link.to} end={link.end} onClick={onClose}>
                <ListItemText primary={t(`menu.${link.key}`)} />
              </ListItemButton>
            ))}
          </List>
        </nav>
      )}
      <Box sx={{ p: 2, display: 'grid', gap: 1 }} onClick={onClose}>
        <Button onClick={onCallUs} startIcon={<PhoneIcon />} variant="outlined">
          {t('buttons.callUs')}
        </Button>
        <AccountControls lang={lang} direction="column" />
      </Box>
    </Drawer>
  );
}
