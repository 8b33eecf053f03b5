import { render, screen } from '@testing-library/react';
import { Stack } from '@mui/material';
import { CheckboxField } from '../forms';

describe('CheckboxField', () => {
  it('keeps its label’s negative margin in a Stack, so its box lines up with the fields above it', () => {
    render(
      <Stack spacing={2}>
        <CheckboxField label="I agree to receive marketing emails" name="acceptMarketing" />
      </Stack>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to receive marketing emails' });
    expect(getComputedStyle(checkbox.closest('label')!).marginLeft).toBe('-11px');
  });
});
