import { Box, Typography } from '@mui/material';
import { formatPrice } from '../format';

interface PriceTagProps {
  label: string;
  amount: number;
  language: string;
  currency?: string;
  /** Appends '+' (spec 2: a price from, on the service detail). */
  from?: boolean;
  size?: 'small' | 'large';
}

/** A labelled price in the brand colour, e.g. 'Starting from €490'. */
export function PriceTag({ label, amount, language, currency = 'EUR', from = false, size = 'small' }: PriceTagProps) {
  return (
    <Box>
      <Typography variant={size === 'large' ? 'body2' : 'caption'} color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant={size === 'large' ? 'h3' : 'h6'} component="p" color="primary">
        {formatPrice(amount, currency, language)}
        {from ? '+' : ''}
      </Typography>
    </Box>
  );
}
