import { colorValue, designTokens } from '../theme/design-tokens';
import * as tokens from '../theme/tokens';

type Node = Record<string, unknown>;

/** Every token of a DTCG document: its dotted path, its value and its type (its own or its group's). */
function flatten(group: Node, path: string[] = [], inheritedType?: string): Array<{ path: string; $value: unknown; $type?: string }> {
  const type = (group.$type as string | undefined) ?? inheritedType;
  if ('$value' in group) return [{ path: path.join('.'), $value: group.$value, $type: type }];
  return Object.entries(group)
    .filter(([name]) => !name.startsWith('$'))
    .flatMap(([name, child]) => flatten(child as Node, [...path, name], type));
}

const document = designTokens();
const all = flatten(document);
const byPath = new Map(all.map((token) => [token.path, token]));
const alias = /^\{([^}]+)\}$/;

describe('design tokens as W3C DTCG', () => {
  it('gives every token a value and a type', () => {
    expect(all.length).toBeGreaterThan(30);
    for (const token of all) {
      expect([token.path, token.$type]).toEqual([token.path, expect.stringMatching(/^(color|dimension|fontFamily|fontWeight|typography)$/)]);
      expect(token.$value).toBeDefined();
    }
  });

  it('resolves every reference to a token of the type its place expects', () => {
    const references = all.flatMap((token) =>
      typeof token.$value === 'string' && alias.test(token.$value)
        ? [{ from: token, to: alias.exec(token.$value)![1]! }]
        : Object.values(token.$value as Node).flatMap((part) => (typeof part === 'string' && alias.test(part) ? [{ from: token, to: alias.exec(part)![1]! }] : [])),
    );
    expect(references.length).toBeGreaterThan(5);
    for (const { from, to } of references) {
      expect([from.path, byPath.has(to)]).toEqual([from.path, true]);
      if (from.$type !== 'typography') expect(byPath.get(to)?.$type).toBe(from.$type);
    }
  });

  it('carries every brand and gray step of tokens.ts', () => {
    for (const [scale, steps] of [['brand', tokens.brand], ['gray', tokens.gray]] as const) {
      for (const [step, hex] of Object.entries(steps)) {
        expect(byPath.get(`color.${scale}.${step}`)?.$value).toMatchObject({ colorSpace: 'srgb', hex });
      }
    }
  });

  it('refers palette colours to the scale step they equal, and keeps the others as values', () => {
    expect(byPath.get('color.palette.primary')?.$value).toBe('{color.brand.500}');
    expect(byPath.get('color.palette.background')?.$value).toBe('{color.gray.900}');
    expect(byPath.get('color.palette.textPrimary')?.$value).toEqual({ colorSpace: 'srgb', components: [1, 1, 1], hex: '#ffffff' });
    expect(byPath.get('color.palette.divider')?.$value).toEqual({ colorSpace: 'srgb', components: [1, 1, 1], alpha: 0.12, hex: '#ffffff' });
  });

  it('writes the type scale, spacing, radius, breakpoints and layout in their units', () => {
    expect(byPath.get('typography.h1')?.$value).toEqual({
      fontFamily: '{font.family}',
      fontSize: { value: 2.75, unit: 'rem' },
      fontWeight: '{font.weight.h1}',
      letterSpacing: { value: 0, unit: 'px' },
      lineHeight: 1.15,
    });
    expect(byPath.get('font.family')?.$value).toEqual(['Inter', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif']);
    expect(byPath.get('font.weight.h1')?.$value).toBe(tokens.typography.h1.fontWeight);
    expect(byPath.get('spacing.unit')?.$value).toEqual({ value: tokens.spacing, unit: 'px' });
    expect(byPath.get('radius.default')?.$value).toEqual({ value: tokens.radius, unit: 'px' });
    expect(byPath.get('breakpoint.md')?.$value).toEqual({ value: tokens.breakpoints.md, unit: 'px' });
    expect(byPath.get('layout.headerHeight')?.$value).toEqual({ value: tokens.layout.headerHeight, unit: 'px' });
    expect(byPath.get('layout.contentMaxWidth')?.$value).toBe('{breakpoint.lg}');
  });

  it('reads hex and rgba colours', () => {
    expect(colorValue('#ff9000')).toEqual({ colorSpace: 'srgb', components: [1, 0.5647, 0], hex: '#ff9000' });
    expect(colorValue('rgba(0, 0, 0, 0.5)')).toEqual({ colorSpace: 'srgb', components: [0, 0, 0], alpha: 0.5, hex: '#000000' });
  });
});
