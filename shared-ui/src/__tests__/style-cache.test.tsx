import { render } from '@testing-library/react';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { Box } from '@mui/material';
import { renderWithProviders } from '@testing/render';
import { browserStyleCache, createStyleCache } from '../theme/style-cache';

/** The CSS rules a render of the element writes with the style cache every render uses (the server's and the browser's alike). */
function writtenStyles(element: React.ReactElement): string {
  const cache = createStyleCache();
  const rules: string[] = [];
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    rules.push(rule);
    insert(rule);
  };
  render(<CacheProvider value={cache}>{element}</CacheProvider>);
  return rules.join('\n');
}

describe('the style cache every app renders with', () => {
  const styled = (
    <Box sx={{ display: 'flex', alignItems: 'center', flexDirection: 'column', userSelect: 'none', backdropFilter: 'blur(4px)', transition: 'transform 1s', appearance: 'none' }} />
  );

  it('writes the -webkit- copy of what Safari reads only with it', () => {
    const css = writtenStyles(styled);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
  });

  it('writes everything else once, without the -ms-, -moz- or 2009 flexbox forms no supported browser reads', () => {
    const css = writtenStyles(styled);
    for (const declaration of ['display:flex;', 'align-items:center;', 'flex-direction:column;', 'transition:transform 1s;', 'appearance:none;']) {
      expect(css).toContain(declaration);
    }
    for (const dropped of ['-ms-', '-moz-', '-webkit-box', '-webkit-flex', '-webkit-align-items', '-webkit-transition', '-webkit-appearance']) {
      expect([dropped, css.includes(dropped)]).toEqual([dropped, false]);
    }
  });

  it('is the cache the apps render with in the browser', async () => {
    let used: EmotionCache | null | undefined;
    function Probe() {
      used = useEmotionCache();
      return null;
    }
    await renderWithProviders(<Probe />);
    expect(used).toBe(browserStyleCache());
  });
});
