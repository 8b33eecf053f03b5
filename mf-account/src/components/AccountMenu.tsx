import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Typography, useMediaQuery, useTheme } from '@mui/material';
import ListItemButton from '@mui/material/ListItemButton';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { tokens } from 'shared-ui';
import { useLanguage } from '../hooks/use-language';

export const ACCOUNT_SECTIONS = ['dashboard', 'bonus', 'orders', 'invoices', 'profile'] as const;

function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('menu.title')}>
      <List>
        {ACCOUNT_SECTIONS.map((section) => {
          const to = `/${lang}/account/${section}`;
          const current = pathname === to || pathname.startsWith(`${to}/`);
          // Each link in an item of its own: a list holds items, not links (screen readers count and announce them).
          return (
            <ListItem key={section} disablePadding>
              <ListItemButton component={NavLink} to={to} selected={current} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
                <ListItemText primary={t(`menu.${section}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** The account side menu (spec 2): a permanent 280 px panel from 900 px up, a drawer behind a 'My account' button below. */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  if (wide) {
    return (
      <Box sx={{ width: tokens.layout.accountPanelWidth, flexShrink: 0, borderRight: 1, borderColor: 'divider', minHeight: '60vh' }}>
        <Typography variant="overline" sx={{ px: 2, pt: 2, display: 'block' }}>
          {t('menu.title')}
        </Typography>
        <MenuLinks />
      </Box>
    );
  }
  return (
    <>
      {/* Named, not a second ☰ beside the header's: it opens the account's sections only. */}
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} sx={{ m: 2, mb: 0 }}>
        {t('menu.title')}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: tokens.layout.accountPanelWidth } } }}>
        <MenuLinks onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
