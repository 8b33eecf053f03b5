import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { logout, selectCurrentUser, selectSessionStatus, useAppDispatch, useAppSelector } from 'shared-api';
import type { Language } from 'shared-i18n';
import { paths } from '../routing/paths';

/** Login and register for visitors; the client's first name and logout for clients (spec 2). */
export function AccountControls({ lang, direction = 'row' }: { lang: Language; direction?: 'row' | 'column' }) {
  const { t } = useTranslation('common');
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (status === 'loading') return null;

  if (status === 'authenticated') {
    const handleLogout = async () => {
      await dispatch(logout());
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

  return (
    <Stack direction={direction} spacing={1} sx={{ alignItems: direction === 'row' ? 'center' : 'stretch' }}>
      <Button component={RouterLink} to={paths.login(lang)} color="inherit">
        {t('menu.login')}
      </Button>
      <Button component={RouterLink} to={paths.register(lang)} variant="contained">
        {t('menu.register')}
      </Button>
    </Stack>
  );
}
