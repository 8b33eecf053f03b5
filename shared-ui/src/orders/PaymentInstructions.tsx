import { Fragment } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { formatIban } from 'shared-domain';

export interface PaymentInstructionsLabels {
  title: string;
  intro: string;
  amountDue: string;
  beneficiary: string;
  iban: string;
  bic: string;
  reference: string;
}

export interface PaymentInstructionsProps {
  payment: { iban: string; bic: string; beneficiary: string; reference: string };
  /** The amount to transfer, formatted in the reader's language. */
  amountDue: string;
  labels: PaymentInstructionsLabels;
  /** The title's level: one below the heading the instructions come under (h3 under an order placed's h2). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * How to pay an order by bank transfer: the amount, the beneficiary's account and the payment
 * reference, each on its own line beside its label so it can be copied as it is.
 */
export function PaymentInstructions({ payment, amountDue, labels, headingLevel = 'h3' }: PaymentInstructionsProps) {
  const rows: Array<[label: string, value: string, testId: string]> = [
    [labels.amountDue, amountDue, 'payment-amount'],
    [labels.beneficiary, payment.beneficiary, 'payment-beneficiary'],
    [labels.iban, formatIban(payment.iban), 'payment-iban'],
    [labels.bic, payment.bic, 'payment-bic'],
    [labels.reference, payment.reference, 'payment-reference'],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={labels.title} sx={{ p: 2 }}>
      <Typography variant="h6" component={headingLevel} gutterBottom>
        {labels.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {labels.intro}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value, testId]) => (
          <Fragment key={testId}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}
