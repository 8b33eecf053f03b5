import { Box, Button, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { NotFoundView, useDocumentMeta } from 'shared-ui';
import { AdminMenu } from '../components/AdminMenu';
import { useLanguage } from '../hooks/use-language';
import { useZodMessagesIn } from '../hooks/use-zod-messages';
import { CategoriesPage } from './CategoriesPage';
import { CategoryEditorPage } from './CategoryEditorPage';
import { ClientDetailPage } from './ClientDetailPage';
import { ClientsPage } from './ClientsPage';
import { DashboardPage } from './DashboardPage';
import { InvoicesPage } from './InvoicesPage';
import { LeadsPage } from './LeadsPage';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersPage } from './OrdersPage';
import { ReleasesPage } from './ReleasesPage';
import { ServiceEditorPage } from './ServiceEditorPage';
import { ServicesPage } from './ServicesPage';

/** The back office: the rooms staff work in. The shell mounts it at /{lang}/admin/* for administrators only. */
export default function AdminArea() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  useDocumentMeta(t('title'));
  useZodMessagesIn(lang);
  return (
    <Container maxWidth="xl" sx={{ display: { md: 'flex' }, gap: 3, py: 3 }}>
      <AdminMenu />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:orderId" element={<OrderDetailPage />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="leads" element={<LeadsPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="services/new" element={<ServiceEditorPage />} />
          <Route path="services/:serviceId" element={<ServiceEditorPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="categories/new" element={<CategoryEditorPage />} />
          <Route path="categories/:categoryId" element={<CategoryEditorPage />} />
          <Route path="clients" element={<ClientsPage />} />
          <Route path="clients/:clientId" element={<ClientDetailPage />} />
          <Route path="releases" element={<ReleasesPage />} />
          <Route
            path="*"
            element={
              <NotFoundView
                title={t('notFound')}
                message={t('notFoundHint')}
                action={
                  <Button component={RouterLink} to={`/${lang}/admin`} variant="contained">
                    {t('menu.dashboard')}
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
