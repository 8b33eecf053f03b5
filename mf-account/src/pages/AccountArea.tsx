import { Box, Button, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { NotFoundView } from 'shared-ui';
import { AccountMenu } from '../components/AccountMenu';
import { useLanguage } from '../hooks/use-language';
import { BonusPage } from './BonusPage';
import { DashboardPage } from './DashboardPage';
import { InvoicesPage } from './InvoicesPage';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersPage } from './OrdersPage';
import { ProfilePage } from './ProfilePage';

/** The account area (spec 2): the side menu and the sections; the shell mounts it behind its guard. */
export default function AccountArea() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
    <Container maxWidth="lg" disableGutters sx={{ display: { md: 'flex' }, py: { md: 3 } }}>
      <AccountMenu />
      <Box sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 4 }, pb: 4 }}>
        <Routes>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="bonus" element={<BonusPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:orderId" element={<OrderDetailPage />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route
            path="*"
            element={
              <NotFoundView
                title={t('notFound.title')}
                message={t('notFound.message')}
                action={
                  <Button component={RouterLink} to={`/${lang}/account/dashboard`} variant="contained">
                    {t('accountMenu.dashboard')}
                  </Button>
                }
              />
            }
          />
        </Routes>
      </Box>
    </Container>
  );
}
