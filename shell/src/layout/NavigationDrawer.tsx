import Drawer from '@mui/material/Drawer';
import { Box, Button, IconButton, List, ListItem, ListItemText, useMediaQuery, useTheme } from '@mui/material';
import ListItemButton from '@mui/material/ListItemButton';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Language } from 'shared-i18n';
import { CloseIcon, PhoneIcon, tokens } from 'shared-ui';
import { AccountControls } from './AccountControls';
import { headerLinks } from './nav-links';

interface NavigationDrawerProps {
  lang: Language;
  open: boolean;
  onClose: () => void;
  onCallUs: () => void;
}

/**
 * The header's menu below lg: the links that do not fit the bar (below md), a call and the account.
 * It exists only in the browser, once opened, so it may read the width in JavaScript; from lg the bar
 * holds everything and the menu closes.
 */
export function NavigationDrawer({ lang, open, onClose, onCallUs }: NavigationDrawerProps) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const withLinks = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const barHoldsAll = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  return (
    // The open menu is a dialog (MUI's modal drawer): named, as every dialog, for screen readers.
    <Drawer anchor="right" open={open && !barHoldsAll} onClose={onClose} slotProps={{ paper: { sx: { width: tokens.layout.drawerWidth }, 'aria-label': t('header.menu') } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label={t('header.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {withLinks && (
        <nav aria-label={t('header.navigation')}>
          <List>
            {headerLinks(lang).map((link) => (
              <ListItem key={link.key} disablePadding>
                <ListItemButton component={NavLink} to={link.to} end={link.end} onClick={onClose}>
                  <ListItemText primary={t(`menu.${link.key}`)} />
                </ListItemButton>
              </ListItem>
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
