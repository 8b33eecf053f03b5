import { useState, type ReactNode } from 'react';
import { Box, Button, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import {
  Breadcrumbs,
  CategoryChip,
  ConfirmDialog,
  EmptyState,
  ErrorAlert,
  LanguageSelector,
  PageHeader,
  PageLoader,
  PriceTag,
  SectionUnavailable,
  ServiceCard,
  ServiceCardSkeleton,
  tokens,
  useServiceCardLabels,
} from '../../src';
import { FormTextField } from '../../src/forms';

function Story({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} data-story={id} sx={{ py: 4, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={`${id}-title`} variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Swatch({ name, color }: { name: string; color: string }) {
  return (
    <Stack spacing={0.5} sx={{ width: 96 }}>
      <Box sx={{ height: 48, bgcolor: color, borderRadius: 1, border: 1, borderColor: 'divider' }} />
      <Typography variant="caption">{name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {color}
      </Typography>
    </Stack>
  );
}

const base = {
  slug: 'technical-seo-audit',
  title: 'Technical SEO audit',
  shortDescription: 'An in-depth check of crawlability, indexing, speed and structured data, with a fix list your developers can act on immediately.',
  priceFrom: 1490,
  currency: 'EUR',
  estimatedDeliveryDays: 10,
  hasGuarantee: false,
  isUrgent: false,
  expertLevel: false,
  features: ['full_site_crawl', 'core_web_vitals_analysis'],
};

/** Every story: the design tokens and each shared component in each of its states. */
const STORIES: Array<{ id: string; title: string; render: (lang: Language) => ReactNode }> = [
  {
    id: 'tokens',
    title: 'Tokens',
    render: () => (
      <Stack spacing={3}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {Object.entries(tokens.brand).map(([step, color]) => <Swatch key={step} name={`brand ${step}`} color={color} />)}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {Object.entries(tokens.gray).map(([step, color]) => <Swatch key={step} name={`gray ${step}`} color={color} />)}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {(['primary', 'background', 'paper', 'textPrimary', 'textSecondary', 'unknownCategory'] as const).map((name) => (
            <Swatch key={name} name={name} color={tokens.palette[name]} />
          ))}
        </Stack>
        {(['h1', 'h2', 'h3', 'h4'] as const).map((variant) => (
          <Typography key={variant} variant={variant}>
            {variant} — Grow your business tenfold
          </Typography>
        ))}
        <Typography>
          spacing {tokens.spacing}px · radius {tokens.radius}px · header {tokens.layout.headerHeight}px · account panel {tokens.layout.accountPanelWidth}px
        </Typography>
        <Typography>breakpoints {Object.entries(tokens.breakpoints).map(([k, v]) => `${k} ${v}`).join(' · ')}</Typography>
      </Stack>
    ),
  },
  {
    id: 'service-card',
    title: 'Service card',
    render: (lang) => <ServiceCards lang={lang} />,
  },
  {
    id: 'price-tag',
    title: 'Price tag',
    render: (lang) => (
      <Stack direction="row" spacing={6}>
        <PriceTag label="Starting from" amount={490} language={lang} />
        <PriceTag label="Price from" amount={1490.5} language={lang} from={(price) => `${price}+`} size="large" />
      </Stack>
    ),
  },
  {
    id: 'category-chip',
    title: 'Category chip',
    render: () => (
      <Stack direction="row" spacing={1}>
        <CategoryChip name="Digital marketing" color="#ff9000" />
        <CategoryChip name="SEO and content" color="#4caf50" />
        <CategoryChip name="Paid advertising" color="#2196f3" />
        <CategoryChip name="Unknown" />
      </Stack>
    ),
  },
  {
    id: 'page-header',
    title: 'Page header',
    render: () => (
      <PageHeader title="Our services" subtitle="Marketing, sales optimisation and data services that make your business grow">
        <Button variant="contained">Get started</Button>
      </PageHeader>
    ),
  },
  {
    id: 'breadcrumbs',
    title: 'Breadcrumbs',
    render: () => (
      <Breadcrumbs label="Breadcrumb" crumbs={[{ label: 'Home', href: '/en' }, { label: 'Services', href: '/en/services' }, { label: 'Technical SEO audit' }]} />
    ),
  },
  {
    id: 'loading',
    title: 'Loading',
    render: () => (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PageLoader label="Loading…" minHeight={120} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ServiceCardSkeleton label="Loading service" />
        </Grid>
      </Grid>
    ),
  },
  {
    id: 'feedback',
    title: 'Error, empty and unavailable',
    render: () => <Feedback />,
  },
  {
    id: 'language-selector',
    title: 'Language selector',
    render: (lang) => <LanguageSelector value={lang} onChange={() => undefined} label="Choose language" />,
  },
  {
    id: 'confirm-dialog',
    title: 'Confirm dialog',
    render: () => <ConfirmStory />,
  },
  {
    id: 'form-fields',
    title: 'Form fields',
    render: () => <FormFields />,
  },
];

function ServiceCards({ lang }: { lang: Language }) {
  const labels = useServiceCardLabels();
  const card = (id: string, extra: Partial<typeof base>, category?: { name: string; color: string }) => (
    <Grid key={id} size={{ xs: 12, sm: 6, lg: 4 }}>
      <ServiceCard service={{ ...base, ...extra }} category={category} labels={labels} language={lang} detailsHref="#details" onGetQuote={() => undefined} />
    </Grid>
  );
  return (
    <Grid container spacing={3}>
      {card('plain', {}, { name: 'SEO and content', color: '#4caf50' })}
      {card('all', { hasGuarantee: true, isUrgent: true, expertLevel: true, pricePro: 2900, features: ['keyword_research', 'on_page_seo', 'link_audit', 'local_listings', 'schema_markup'] } as Partial<typeof base>, { name: 'Paid advertising', color: '#2196f3' })}
      {card('unknown', { priceFrom: undefined, estimatedDeliveryDays: null } as unknown as Partial<typeof base>)}
    </Grid>
  );
}

function Feedback() {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2}>
      <ErrorAlert>error: Failed to load services</ErrorAlert>
      <EmptyState text="You have no orders yet." action={<Button variant="contained">Browse services</Button>} />
      <SectionUnavailable title={t('remote.unavailable')} hint={t('remote.unavailableHint')} retryLabel={t('remote.retry')} onRetry={() => undefined} />
    </Stack>
  );
}

function ConfirmStory() {
  const { t } = useTranslation(['forms', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('common:buttons.delete')}
      </Button>
      <ConfirmDialog open={open} text={t('prompts.deleteConfirm')} confirmLabel={t('common:buttons.delete')} cancelLabel={t('common:buttons.cancel')} danger onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

function FormFields() {
  const { t } = useTranslation('forms');
  const registration = (name: string) => ({ name, onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined });
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <FormTextField label={t('contact.fullName')} required registration={registration('fullName')} />
      <FormTextField label={t('contact.email')} required registration={registration('email')} errorMessage="Please enter a valid email address" />
      <FormTextField label={t('contact.phone')} registration={registration('phone')} hint="+420 777 123 456" />
    </Stack>
  );
}

/** The gallery: every story, or the one named in ?story=, in the language of ?lang= (en or ua). */
export function Gallery({ story, lang }: { story?: string; lang: string }) {
  const shown = story ? STORIES.filter((s) => s.id === story) : STORIES;
  return (
    <Container maxWidth="lg" component="main" sx={{ py: 4 }}>
      <Typography variant="h1" gutterBottom>
        Growth Partners design system
      </Typography>
      <Stack component="nav" aria-label="Stories" direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {STORIES.map((s) => (
          <Link key={s.id} href={`?story=${s.id}&lang=${lang}`}>
            {s.title}
          </Link>
        ))}
        <Link href={`?${story ? `story=${story}&` : ''}lang=${lang === 'ua' ? 'en' : 'ua'}`}>{lang === 'ua' ? 'English' : 'Українська'}</Link>
      </Stack>
      {shown.map((s) => (
        <Story key={s.id} id={s.id} title={s.title}>
          {s.render(lang as Language)}
        </Story>
      ))}
    </Container>
  );
}

export const STORY_IDS = STORIES.map((s) => s.id);
