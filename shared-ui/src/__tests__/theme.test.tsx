import { getContrastRatio } from '@mui/material';
import Snackbar from '@mui/material/Snackbar';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import { createAppTheme } from '../theme/theme';
import { LanguageSelector } from '../components/LanguageSelector';
import { SectionUnavailable } from '../components/SectionUnavailable';

describe('the theme (spec 9)', () => {
  // MUI colours are CSS variables in the DOM, so the theme's values are what is asserted.
  const theme = createAppTheme();

  it('is dark with the orange primary and the spec background and paper', () => {
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#ff9000');
    expect(theme.palette.background.default).toBe('#1a1a1a');
    expect(theme.palette.background.paper).toBe('#262626');
  });

  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    'writes %s text (an outlined chip, a form message, a link) at 4.5:1 or more on the page and on the paper (WCAG AA)',
    (colour) => {
      for (const background of [theme.palette.background.default, theme.palette.background.paper]) {
        expect(getContrastRatio(theme.palette[colour].main, background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('writes the secondary text at 4.5:1 or more on the page and on the paper', () => {
    for (const background of [theme.palette.background.default, theme.palette.background.paper]) {
      expect(getContrastRatio(theme.palette.text.secondary, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has the spec breakpoints, spacing 8 and radius 4', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.shape.borderRadius).toBe(4);
  });

  it('gives the header its fixed 64 px height', () => {
    const appBar = theme.components?.MuiAppBar?.styleOverrides?.root as { height: number };
    expect(appBar.height).toBe(64);
  });

  it('opens toasts at the top, just below the header, away from bottom bars and drawer buttons (issue 19)', async () => {
    await renderWithProviders(<Snackbar open message="Saved" />);
    const toast = screen.getByRole('alert').closest('.MuiSnackbar-root')!;
    expect(toast).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
    expect(getComputedStyle(toast).top).toBe('72px');
  });
});

describe('LanguageSelector', () => {
  it('is a menu button listing every language by its own name, the current one checked, and reports the choice', async () => {
    const onChange = jest.fn();
    await renderWithProviders(<LanguageSelector value="en" onChange={onChange} label="Choose language" />);
    const button = screen.getByRole('button', { name: 'Choose language: EN' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('en');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Choose language' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      'English',
      'Українська',
      'Русский',
      'Español',
      'Polski',
      'Lietuvių',
      'Nederlands',
      'Čeština',
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'Čeština' })).toHaveAttribute('lang', 'cs');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Čeština' }));
    expect(onChange).toHaveBeenCalledWith('cz');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens from the keyboard with the arrow keys, and Escape closes it without a change', async () => {
    const onChange = jest.fn();
    await renderWithProviders(<LanguageSelector value="ua" onChange={onChange} label="Choose language" />);
    const button = screen.getByRole('button', { name: 'Choose language: UA' });
    act(() => button.focus());
    await userEvent.keyboard('{ArrowDown}');
    const current = await screen.findByRole('menuitemradio', { name: 'Українська' });
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('SectionUnavailable', () => {
  it('announces itself and offers a retry', async () => {
    const onRetry = jest.fn();
    await renderWithProviders(<SectionUnavailable title="Unavailable" hint="Try later" retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
