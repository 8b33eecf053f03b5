import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes, useParams } from 'react-router';
import { languageOr } from 'shared-i18n';
import { NotFoundView, PagePlaceholder } from 'shared-ui';

/** The account sections (spec 2); the shell mounts this under /{lang}/account/* behind its guard. */
const SECTIONS = ['dashboard', 'bonus', 'orders', 'invoices', 'profile'] as const;

export default function AccountArea() {
  const { t } = useTranslation('common');
  const lang = languageOr(useParams().lang);
  return (
    <Routes>
      {SECTIONS.map((section) => (
        <Route
          key={section}
          path={section}
          element={<PagePlaceholder text={t('placeholder', { name: t(`pages.${section}`) })} />}
        />
      ))}
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
  );
}
