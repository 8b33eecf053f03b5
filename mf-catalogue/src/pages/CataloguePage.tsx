import { useEffect, useEffectEvent, useState } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Category } from 'shared-api/contracts/catalogue';
import { ErrorAlert, PageLoader, useApiErrorMessage, useDocumentMeta } from 'shared-ui';
import { useGetCategoriesQuery, useGetServiceListingInfiniteQuery, useSearchServicesQuery } from '../api/catalogue-api';
import { CatalogueHero } from '../components/CatalogueHero';
import { CategoryTabs } from '../components/CategoryTabs';
import { ResultsFooter } from '../components/ResultsFooter';
import { ServiceGrid } from '../components/ServiceGrid';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLanguage } from '../hooks/use-language';

function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('services');
  const messageOf = useApiErrorMessage();
  return <ErrorAlert>{`${t('catalogue.error')}: ${messageOf(error)}`}</ErrorAlert>;
}

function Empty({ text }: { text: string }) {
  return (
    <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
      {text}
    </Typography>
  );
}

/** Non-blank search text: results for it, whatever tab is selected (spec 2). */
function SearchResults({ query, categories }: { query: string; categories: Category[] }) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const { data, error, isFetching } = useSearchServicesQuery({ q: query, lang });
  if (isFetching && !data) return <PageLoader label={t('catalogue.loading')} />;
  if (error) return <LoadError error={error} />;
  const services = data ?? [];
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('catalogue.searchResults', { query })}
      </Typography>
      {services.length === 0 ? <Empty text={t('catalogue.servicesNotFound')} /> : <ServiceGrid services={services} categories={categories} />}
      <ResultsFooter total={services.length} categoriesCount={categories.length} />
    </>
  );
}

/**
 * Read by screen readers, not shown: the grid's heading (the selected tab says the same on screen),
 * so that the cards' titles (h3) come under an h2 as on the other pages.
 */
const FOR_SCREEN_READERS = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', m: '-1px', p: 0, border: 0 } as const;

/** The services of a category (or all), 50 at a time with more on demand. */
function Listing({ category, categories }: { category: Category | undefined; categories: Category[] }) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = useGetServiceListingInfiniteQuery({ lang, category: category?.slug });
  if (isLoading) return <PageLoader label={t('catalogue.loading')} />;
  if (error) return <LoadError error={error} />;
  const services = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.pagination.total ?? 0;
  return (
    <>
      <Typography component="h2" sx={FOR_SCREEN_READERS}>
        {category?.name ?? t('catalogue.allServices')}
      </Typography>
      {services.length === 0 ? <Empty text={t('catalogue.noServicesInCategory')} /> : <ServiceGrid services={services} categories={categories} />}
      {hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('catalogue.shownOf', { shown: services.length, total })}
          </Typography>
          <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('catalogue.loading') : t('catalogue.loadMore')}
          </Button>
        </Box>
      )}
      <ResultsFooter total={total} categoryName={category?.name} categoriesCount={categories.length} />
    </>
  );
}

/** /{lang}/services: hero with search, category tabs kept in ?category, and the services (spec 2). */
export default function CataloguePage() {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const categorySlug = params.get('category') ?? undefined;
  const urlQuery = params.get('q') ?? '';
  const [search, setSearch] = useState(urlQuery);
  const debounced = useDebouncedValue(search);
  useDocumentMeta(t('catalogue.metaTitle'), t('catalogue.metaDescription'));

  // The search text goes into the URL once typing pauses, so a search can be shared and restored; a
  // text the URL already holds (as on arrival) navigates nowhere, so the page does not render again.
  const writeSearchToUrl = useEffectEvent((text: string) => {
    if ((text.trim() ? text : '') === urlQuery) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text.trim()) next.set('q', text);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  });
  useEffect(() => writeSearchToUrl(debounced), [debounced]);
  // Back and forward restore the search box from the URL.
  useEffect(() => setSearch(urlQuery), [urlQuery]);

  const selectCategory = (slug: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (slug) next.set('category', slug);
      else next.delete('category');
      return next;
    });

  const categories = useGetCategoriesQuery({ lang });
  const query = urlQuery.trim();
  const selected = categories.data?.find((category) => category.slug === categorySlug);

  return (
    <>
      <CatalogueHero search={search} onSearchChange={setSearch} />
      <Container maxWidth="lg" sx={{ py: 4 }}>
        {categories.isLoading && <PageLoader label={t('catalogue.loading')} />}
        {categories.error && <LoadError error={categories.error} />}
        {categories.data && (
          <>
            <CategoryTabs categories={categories.data} selected={categorySlug} onSelect={selectCategory} />
            {query ? (
              <SearchResults query={query} categories={categories.data} />
            ) : (
              <Listing key={`${lang}:${selected?.slug ?? ''}`} category={selected} categories={categories.data} />
            )}
          </>
        )}
      </Container>
    </>
  );
}
