import { lazy, Suspense, useState } from 'react';
import { Grid } from '@mui/material';
import type { Category } from 'shared-api/contracts/catalogue';
import { ServiceCard, useOpenedOnce, useServiceCardLabels } from 'shared-ui';
import type { ServiceCardItem } from '../api/catalogue-api';
import { useLanguage } from '../hooks/use-language';

/** The quote form (and the form libraries) load when a visitor first asks for a quote. */
const QuoteDialog = lazy(() => import('./QuoteDialog').then((module) => ({ default: module.QuoteDialog })));

/** Service cards in a responsive grid, with the quote form their 'get quote' buttons open. */
export function ServiceGrid({ services, categories }: { services: ServiceCardItem[]; categories: Category[] }) {
  const lang = useLanguage();
  const labels = useServiceCardLabels();
  const [quoteFor, setQuoteFor] = useState<{ id: string; title: string } | null>(null);
  const quoteMounted = useOpenedOnce(quoteFor !== null);
  return (
    <>
      <Grid container spacing={3}>
        {services.map((service) => (
          <Grid key={service.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ServiceCard
              service={service}
              category={categories.find((category) => category.id === service.categoryId)}
              labels={labels}
              language={lang}
              detailsHref={`/${lang}/services/${service.slug}`}
              onGetQuote={() => setQuoteFor({ id: service.id, title: service.title })}
            />
          </Grid>
        ))}
      </Grid>
      {quoteMounted && (
        <Suspense fallback={null}>
          <QuoteDialog service={quoteFor} onClose={() => setQuoteFor(null)} />
        </Suspense>
      )}
    </>
  );
}
