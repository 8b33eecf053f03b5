import { Box, Typography } from '@mui/material';
import { formatPrice } from '../format';

interface PriceTagProps {
  label: string;
  amount: number;
  language: string;
  currency?: string;
  /**
   * A price 'from' (spec 2, the service detail) as the page's language says it around the formatted
   * amount, e.g. '€4,200+' or 'od 4 200 €'.
   */
  from?: (price: string) => string;
  size?: 'small' | 'large';
}

/** A labelled price in the brand colour, e.g. 'Starting from €490'. */
export function PriceTag({ label, amount, language, currency = 'EUR', from, size = 'small' }: PriceTagProps) {
  const price = formatPrice(amount, currency, language);
  return (
    <Box>
      <Typography variant={size === 'large' ? 'body2' : 'caption'} color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant={size === 'large' ? 'h3' : 'h6'} component="p" color="primary">
        {from ? from(price) : price}
      </Typography>
    </Box>
  );
}
