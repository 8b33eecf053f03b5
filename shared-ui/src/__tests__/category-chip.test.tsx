import { screen } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { renderWithProviders } from '@testing/render';
import { CategoryChip, categoryTextColour } from '../components/CategoryChip';

/** The seeded categories' colours, the unknown category's grey, and colours staff may choose. */
const COLOURS = ['#e91e63', '#4caf50', '#2196f3', '#ff9800', '#9c27b0', '#00bcd4', '#666666', '#ffeb3b', '#795548', '#f44336', '#000000', '#ffffff', '#808080', '#777777'];

describe('CategoryChip', () => {
  it.each(COLOURS)('writes the name on %s with a contrast of at least 4.5:1 (WCAG AA)', (colour) => {
    expect(getContrastRatio(colour, categoryTextColour(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white where white reaches AA, and writes black on a mid-tone where the theme’s 87 % black fell short', async () => {
    expect(categoryTextColour('#2196f3')).toBe('#000');
    expect(categoryTextColour('#9c27b0')).toBe('#fff');
    await renderWithProviders(<CategoryChip name="Digital marketing" color="#e91e63" />);
    const chip = screen.getByText('Digital marketing').closest<HTMLElement>('.MuiChip-root')!;
    expect(chip.style.getPropertyValue('--category-colour')).toBe('#e91e63');
    expect(chip.style.getPropertyValue('--category-text-colour')).toBe('#000');
  });

  it('gives every category the same style rule, its colours in the chip\'s own custom properties (jsdom does not resolve them: the e2e contrast checks do)', async () => {
    await renderWithProviders(
      <>
        <CategoryChip name="Digital marketing" color="#e91e63" />
        <CategoryChip name="Data" color="#9c27b0" />
        <CategoryChip name="Unknown" />
      </>,
    );
    const chips = ['Digital marketing', 'Data', 'Unknown'].map((name) => screen.getByText(name).closest<HTMLElement>('.MuiChip-root')!);
    expect(new Set(chips.map((chip) => chip.className)).size).toBe(1);
    expect(chips.map((chip) => chip.style.getPropertyValue('--category-colour'))).toEqual(['#e91e63', '#9c27b0', '#666666']);
    expect(chips.map((chip) => chip.style.getPropertyValue('--category-text-colour'))).toEqual(['#000', '#fff', '#fff']);
  });
});
