import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, PageLoader, useApiErrorMessage, useDocumentMeta } from 'shared-ui';
import { useGetContentPageQuery } from '../api/content-api';
import { useCurrentLanguage } from '../routing/use-current-language';
import { WayBack } from '../pages/WayBack';
import { ContentBlocks } from './ContentBlocks';

/** A page whose text comes from the content API in the current language (English where it has none). */
export function ContentPage({ slug, children }: { slug: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const lang = useCurrentLanguage();
  const messageOf = useApiErrorMessage();
  const { data, error, isLoading, refetch } = useGetContentPageQuery({ slug, lang });
  useDocumentMeta(data ? `${data.title} — ${t('brand')}` : undefined, data?.description);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {isLoading && <PageLoader label={t('content.loading')} />}
      {error && (
        <>
          <ErrorAlert>{t('content.loadFailed', { message: messageOf(error) })}</ErrorAlert>
          <WayBack retry={{ label: t('remote.retry'), onClick: () => void refetch() }} />
        </>
      )}
      {data && (
        <>
          <Typography variant="h2" component="h1" gutterBottom>
            {data.title}
          </Typography>
          <ContentBlocks blocks={data.blocks} />
        </>
      )}
      {children}
    </Container>
  );
}
