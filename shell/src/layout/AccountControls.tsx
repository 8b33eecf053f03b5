import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { logout, selectCurrentUser, selectSessionStatus, useAppDispatch, useAppSelector } from 'shared-api';
import type { Language } from 'shared-i18n';
import { paths } from '../routing/paths';

/**
 * Login and register for visitors; the client's first name and logout for clients (spec 2). Until the
 * browser knows who is signed in (the server never does: the session is in the browser's storage),
 * the visitor's buttons hold their place unseen, so that showing them once the session is known
 * changes one attribute: their styles come with the server's page instead of being made then.
 */
export function AccountControls({ lang, direction = 'row' }: { lang: Language; direction?: 'row' | 'column' }) {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (status === 'authenticated') {
    // The session ends here at once (the server's revocation follows in the background), so home is
    // drawn without waiting for it: a visitor who goes on to Login meanwhile is not taken away from it.
    const handleLogout = () => {
      void dispatch(logout());
      navigate('/');
    };
    return (
      <Stack direction={direction} spacing={1} sx={{ alignItems: direction === 'row' ? 'center' : 'stretch' }}>
        <Button component={RouterLink} to={paths.account(lang)} color="inherit">
          {user?.firstName || t('menu.account')}
        </Button>
        {user?.role === 'admin' ? (
          <Button component={RouterLink} to={paths.admin(lang)} color="inherit">
            {t('menu.admin')}
          </Button>
        ) : null}
        <Button variant="outlined" onClick={handleLogout}>
          {t('menu.logout')}
        </Button>
      </Stack>
    );
  }

  const pending = status === 'loading';
  return (
    <Stack
      direction={direction}
      spacing={1}
      data-pending={pending || undefined}
      sx={{ alignItems: direction === 'row' ? 'center' : 'stretch', '&[data-pending]': { visibility: 'hidden' } }}
    >
      <Button component={RouterLink} to={paths.login(lang)} color="inherit">
        {t('menu.login')}
      </Button>
      <Button component={RouterLink} to={paths.register(lang)} variant="contained">
        {t('menu.register')}
      </Button>
    </Stack>
  );
}
