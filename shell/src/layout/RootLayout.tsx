import { Box } from '@mui/material';
import { Navigate, Outlet, useLocation } from 'react-router';
import { tokens } from 'shared-ui';
import { redirectFor } from 'shared-api';
import { useCurrentLanguage } from '../routing/use-current-language';
import { Analytics } from '../analytics/Analytics';
import { Hreflang } from '../routing/Hreflang';
import { CartDrawerSlot } from './CartDrawerSlot';
import { Footer } from './Footer';
import { Header } from './Header';

/** The frame of every page: redirects first (spec 2), then the fixed header, the page, the footer. */
export function RootLayout() {
  const location = useLocation();
  const lang = useCurrentLanguage();
  const target = redirectFor(location, lang);
  if (target !== undefined) return <Navigate to={target} replace />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Box component="main" sx={{ flexGrow: 1, pt: `${tokens.layout.headerHeight}px` }}>
        <Outlet />
      </Box>
      <Footer />
      <CartDrawerSlot />
      <Hreflang />
      <Analytics />
    </Box>
  );
}
