import { useState } from 'react';
import { AppBar, Badge, Box, Button, IconButton, Stack, Toolbar, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { Language } from 'shared-i18n';
import { openSet, pathInLanguage, selectCartCount, useAppDispatch, useAppSelector } from 'shared-api';
import { CartIcon, LanguageSelector, MenuIcon, onDemandPart, PhoneIcon, tokens, useOpenedOnce } from 'shared-ui';
import { paths } from '../routing/paths';
import { useCurrentLanguage } from '../routing/use-current-language';
import { AccountControls } from './AccountControls';
import { headerLinks } from './nav-links';

/** Its form (and the form libraries) load when a visitor first asks for a call. */
const CallUsDialog = onDemandPart(() => import('./CallUsDialog').then((module) => module.CallUsDialog));
/** The drawer (and MUI's modal machinery) loads when a visitor first opens the menu. */
const NavigationDrawer = onDemandPart(() => import('./NavigationDrawer').then((module) => module.NavigationDrawer));

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

/**
 * The fixed 64 px header (spec 2). What the bar holds follows the width, so that in every language
 * nothing in it wraps, overlaps or is cut off: below md (900 px) its links move into a right-hand
 * drawer (spec 2); below lg the call-us button and the account controls wait in that drawer too; below
 * xl call-us is its icon alone. The widths are CSS breakpoints, not media queries in JavaScript: the
 * server's page is right on every screen before it hydrates, and hydration changes nothing in it.
 */
export function Header() {
  const { t } = useTranslation('common');
  const lang = useCurrentLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const [callUsOpen, setCallUsOpen] = useState(false);
  const callUsMounted = useOpenedOnce(callUsOpen);

  const changeLanguage = (next: Language) => navigate(pathInLanguage(location, next));
  const callUs = () => setCallUsOpen(true);

  return (
    <AppBar position="fixed" color="default" elevation={0}>
      {/* Nothing in the bar wraps or gives up its width: what does not fit moves into the drawer. */}
      <Toolbar sx={{ minHeight: tokens.layout.headerHeight, height: tokens.layout.headerHeight, gap: { xs: 0.5, sm: 2 }, whiteSpace: 'nowrap', '& > *': { flexShrink: 0 } }}>
        <Typography
          component={RouterLink}
          to={paths.home(lang)}
          variant="h6"
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 800, [theme.breakpoints.down('sm')]: { fontSize: '1rem' } }}
        >
          {t('brand')}
        </Typography>
        <Box sx={{ flexGrow: 1, display: { md: 'none' } }} />
        <Stack component="nav" aria-label={t('header.navigation')} direction="row" spacing={0.5} sx={{ flexGrow: 1, display: { xs: 'none', md: 'flex' } }}>
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
        <LanguageSelector value={lang} onChange={changeLanguage} label={t('header.chooseLanguage')} />
        <CartButton />
        <Button onClick={callUs} startIcon={<PhoneIcon />} variant="outlined" sx={{ display: { xs: 'none', xl: 'inline-flex' } }}>
          {t('buttons.callUs')}
        </Button>
        <IconButton onClick={callUs} aria-label={t('buttons.callUs')} color="primary" sx={{ display: { xs: 'none', lg: 'inline-flex', xl: 'none' } }}>
          <PhoneIcon />
        </IconButton>
        <IconButton edge="end" aria-label={t('header.openMenu')} onClick={() => setDrawerOpen(true)} sx={{ display: { lg: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
          <AccountControls lang={lang} />
        </Box>
      </Toolbar>
      {drawerMounted && <NavigationDrawer lang={lang} open={drawerOpen} onClose={() => setDrawerOpen(false)} onCallUs={callUs} />}
      {callUsMounted && <CallUsDialog open={callUsOpen} onClose={() => setCallUsOpen(false)} />}
    </AppBar>
  );
}
