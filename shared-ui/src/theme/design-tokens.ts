import { decomposeColor } from '@mui/material/styles';
import * as tokens from './tokens';

/**
 * The design tokens as a W3C Design Tokens (DTCG 2025.10) document, for design tools to import:
 * generated from tokens.ts, the one source the theme is built from, and published at /design/tokens.json.
 */

type Dimension = { value: number; unit: 'px' | 'rem' };
type Color = { colorSpace: 'srgb'; components: [number, number, number]; alpha?: number; hex: string };
type Token = { $value: unknown; $type?: string; $description?: string };
type Group = { [name: string]: Token | Group | string | undefined };

const TYPE_SCALE = ['h1', 'h2', 'h3', 'h4'] as const;

function hex(channel: number): string {
  return Math.round(channel).toString(16).padStart(2, '0');
}

/** A CSS colour of tokens.ts (#rrggbb or rgba()) as a DTCG colour value. */
export function colorValue(css: string): Color {
  const [r, g, b, alpha] = decomposeColor(css).values;
  const component = (channel: number) => Math.round((channel / 255) * 10000) / 10000;
  const color: Color = { colorSpace: 'srgb', components: [component(r), component(g), component(b)], hex: `#${hex(r)}${hex(g)}${hex(b)}` };
  return alpha === undefined || alpha === 1 ? color : { ...color, alpha };
}

function px(value: number): Dimension {
  return { value, unit: 'px' };
}

/** "2.75rem" as a DTCG dimension. */
function dimension(css: string): Dimension {
  const match = /^(-?\d*\.?\d+)(px|rem)$/.exec(css);
  if (!match) throw new Error(`Not a px or rem dimension: ${css}`);
  return { value: Number(match[1]), unit: match[2] as Dimension['unit'] };
}

/** Font family names without their CSS quotes. */
function fontFamilies(css: string): string[] {
  return css.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
}

function scale(steps: Record<string | number, string>): Group {
  return Object.fromEntries(Object.entries(steps).map(([step, css]) => [step, { $value: colorValue(css) }]));
}

/** A palette colour that equals a brand or gray step refers to that step, so a change there flows on. */
function paletteColor(css: string): Token {
  for (const [scaleName, steps] of [['brand', tokens.brand], ['gray', tokens.gray]] as const) {
    const step = Object.entries(steps).find(([, value]) => value.toLowerCase() === css.toLowerCase());
    if (step) return { $value: `{color.${scaleName}.${step[0]}}` };
  }
  return { $value: colorValue(css) };
}

export function designTokens(): Group {
  const { palette, typography, breakpoints, layout } = tokens;
  const colors = Object.entries(palette).filter(([name]) => name !== 'mode') as Array<[string, string]>;
  return {
    $description: 'Growth Partners design tokens, generated from shared-ui/src/theme/tokens.ts (W3C Design Tokens Format 2025.10).',
    color: {
      $type: 'color',
      brand: scale(tokens.brand),
      gray: scale(tokens.gray),
      palette: {
        $description: `The site's ${palette.mode} theme.`,
        ...Object.fromEntries(colors.map(([name, css]) => [name, paletteColor(css)])),
      },
    },
    font: {
      family: { $type: 'fontFamily', $value: fontFamilies(typography.fontFamily) },
      weight: {
        $type: 'fontWeight',
        ...Object.fromEntries([...TYPE_SCALE.map((variant) => [variant, { $value: typography[variant].fontWeight }]), ['button', { $value: typography.button.fontWeight }]]),
      },
    },
    typography: {
      $type: 'typography',
      ...Object.fromEntries(
        TYPE_SCALE.map((variant) => [
          variant,
          {
            $value: {
              fontFamily: '{font.family}',
              fontSize: dimension(typography[variant].fontSize),
              fontWeight: `{font.weight.${variant}}`,
              letterSpacing: px(0),
              lineHeight: typography[variant].lineHeight,
            },
          },
        ]),
      ),
    },
    spacing: { $type: 'dimension', unit: { $value: px(tokens.spacing), $description: 'The spacing unit: every margin and gap is a multiple of it.' } },
    radius: { $type: 'dimension', default: { $value: px(tokens.radius), $description: 'Corner radius of cards, buttons and fields.' } },
    breakpoint: {
      $type: 'dimension',
      ...Object.fromEntries(Object.entries(breakpoints).map(([name, width]) => [name, { $value: px(width) }])),
    },
    layout: {
      $type: 'dimension',
      headerHeight: { $value: px(layout.headerHeight), $description: 'The fixed header.' },
      accountPanelWidth: { $value: px(layout.accountPanelWidth), $description: 'The account side panel on wide screens.' },
      drawerWidth: { $value: px(layout.drawerWidth), $description: 'The navigation drawer on narrow screens.' },
      contentMaxWidth: { $value: `{breakpoint.${layout.contentMaxWidth}}`, $description: 'The widest the page content gets.' },
    },
  };
}
