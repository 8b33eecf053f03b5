import { memo, useCallback, useState } from 'react';
import { Grid } from '@mui/material';
import type { Category } from 'shared-api/contracts/catalogue';
import { HydrateWhenSeen, onDemandPart, ServiceCard, useOpenedOnce, useServiceCardLabels, type ServiceCardLabels } from 'shared-ui';
import type { ServiceCardItem } from '../api/catalogue-api';
import { useLanguage } from '../hooks/use-language';

/** The quote form (and the form libraries) load when a visitor first asks for a quote. */
const QuoteDialog = onDemandPart(
  () => import('./QuoteDialog').then((module) => module.QuoteDialog),
  ({ service }) => service !== null,
);

interface CellProps {
  service: ServiceCardItem;
  category: Category | undefined;
  labels: ServiceCardLabels;
  language: string;
  onGetQuote: (service: ServiceCardItem) => void;
}

/**
 * A card in its grid cell, hydrated when it comes near the screen (HydrateWhenSeen). Memoised with
 * props that keep their identity, so a render of the grid does not reach the cards still waiting.
 */
const ServiceCell = memo(function ServiceCell({ service, category, labels, language, onGetQuote }: CellProps) {
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
      <HydrateWhenSeen style={{ height: '100%' }}>
        <ServiceCard
          service={service}
          category={category}
          labels={labels}
          language={language}
          detailsHref={`/${language}/services/${service.slug}`}
          onGetQuote={() => onGetQuote(service)}
        />
      </HydrateWhenSeen>
    </Grid>
  );
});

/** Service cards in a responsive grid, with the quote form their 'get quote' buttons open. */
export function ServiceGrid({ services, categories }: { services: ServiceCardItem[]; categories: Category[] }) {
  const lang = useLanguage();
  const labels = useServiceCardLabels();
  const [quoteFor, setQuoteFor] = useState<{ id: string; title: string } | null>(null);
  const quoteMounted = useOpenedOnce(quoteFor !== null);
  const askForQuote = useCallback((service: ServiceCardItem) => setQuoteFor({ id: service.id, title: service.title }), []);
  return (
    <>
      <Grid container spacing={3}>
        {services.map((service) => (
          <ServiceCell
            key={service.id}
            service={service}
            category={categories.find((category) => category.id === service.categoryId)}
            labels={labels}
            language={lang}
            onGetQuote={askForQuote}
          />
        ))}
      </Grid>
      {quoteMounted && <QuoteDialog service={quoteFor} onClose={() => setQuoteFor(null)} />}
    </>
  );
}
