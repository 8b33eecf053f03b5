import { lazy, Suspense, useState } from 'react';
import {
  AppBar,
  Badge,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { Language } from 'shared-i18n';
import { openSet, pathInLanguage, selectCartCount, useAppDispatch, useAppSelector } from 'shared-api';
import { CartIcon, CloseIcon, LanguageSelector, MenuIcon, PhoneIcon, tokens, useOpenedOnce } from 'shared-ui';
import { paths } from '../routing/paths';
import { useCurrentLanguage } from '../routing/use-current-language';
import { AccountControls } from './AccountControls';
import { headerLinks } from './nav-links';

/** Its form (and the form libraries) load when a visitor first asks for a call. */
const CallUsDialog = lazy(() => import('./CallUsDialog').then((module) => ({ default: module.CallUsDialog })));

function NavigationDrawer({ lang, open, onClose, onCallUs }: { lang: Language; open: boolean; onClose: () => void; onCallUs: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: tokens.layout.drawerWidth } } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label={t('header.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label={t('header.navigation')}>
        <List>
          {headerLinks(lang).map((link) => (
            <ListItemButton key={link.key} component={NavLink} to={link.to} end={link.end} onClick={onClose}>
              <ListItemText primary={t(`menu.${link.key}`)} />
            </ListItemButton>
          ))}
        </List>
      </nav>
      <Box sx={{ p: 2, display: 'grid', gap: 1 }} onClick={onClose}>
        <Button onClick={onCallUs} startIcon={<PhoneIcon />} variant="outlined">
          {t('buttons.callUs')}
        </Button>
        <AccountControls lang={lang} direction="column" />
      </Box>
    </Drawer>
  );
}

/** The header's cart button with the number of services in the cart; it opens the cart drawer. */
function CartButton() {
  const { t } = useTranslation('common');
  const count = useAppSelector(selectCartCount);
  const dispatch = useAppDispatch();
  return (
    <IconButton aria-label={t('header.cart', { count })} onClick={() => dispatch(openSet(true))} color="inherit">
      <Badge badgeContent={count} color="primary">
        <CartIcon />
      </Badge>
    </IconButton>
  );
}

/** The fixed 64 px header (spec 2); below the md breakpoint (900 px) its links move into a drawer. */
export function Header() {
  const { t } = useTranslation('common');
  const lang = useCurrentLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [callUsOpen, setCallUsOpen] = useState(false);
  const callUsMounted = useOpenedOnce(callUsOpen);

  const changeLanguage = (next: Language) => navigate(pathInLanguage(location, next));

  return (
    <AppBar position="fixed" color="default" elevation={0}>
      <Toolbar sx={{ minHeight: tokens.layout.headerHeight, height: tokens.layout.headerHeight, gap: { xs: 0.5, sm: 2 } }}>
        <Typography
          component={RouterLink}
          to={paths.home(lang)}
          variant="h6"
          noWrap
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 800, minWidth: 0, flexShrink: 1 }}
        >
          {t('brand')}
        </Typography>
        {!narrow && (
          <Stack component="nav" aria-label={t('header.navigation')} direction="row" spacing={0.5} sx={{ flexGrow: 1 }}>
            {headerLinks(lang).map((link) => (
              <Button
                key={link.key}
                component={NavLink}
                to={link.to}
                end={link.end}
                color="inherit"
                sx={{ '&.active': { color: 'primary.main' } }}
              >
                {t(`menu.${link.key}`)}
              </Button>
            ))}
          </Stack>
        )}
        {narrow && <Box sx={{ flexGrow: 1 }} />}
        <LanguageSelector value={lang} onChange={changeLanguage} label={t('header.chooseLanguage')} />
        <CartButton />
        {!narrow && (
          <Button onClick={() => setCallUsOpen(true)} startIcon={<PhoneIcon />} variant="outlined">
            {t('buttons.callUs')}
          </Button>
        )}
        {narrow ? (
          <IconButton edge="end" aria-label={t('header.openMenu')} onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        ) : (
          <AccountControls lang={lang} />
        )}
      </Toolbar>
      {narrow && <NavigationDrawer lang={lang} open={drawerOpen} onClose={() => setDrawerOpen(false)} onCallUs={() => setCallUsOpen(true)} />}
      {callUsMounted && (
        <Suspense fallback={null}>
          <CallUsDialog open={callUsOpen} onClose={() => setCallUsOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
