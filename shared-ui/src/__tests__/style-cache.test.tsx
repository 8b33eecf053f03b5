import { render } from '@testing-library/react';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { Box } from '@mui/material';
import { renderWithProviders } from '@testing/render';
import { browserStyleCache, createStyleCache, renderedStyleElements } from '../theme/style-cache';

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

describe('the styles a server-rendered page carries', () => {
  const rendered = [
    { key: 'css-global', ids: ['1pnl4y7'], css: 'body{margin:0;}' },
    { key: 'css', ids: ['abc', 'def'], css: '.css-abc{color:red;}.css-def{content:"</style><script>";}' },
  ];

  it('writes the global styles for emotion to take over, and the page\'s own under an attribute of ours, unable to end its element early', () => {
    expect(renderedStyleElements(rendered, 'css')).toBe(
      '<style data-emotion="css-global 1pnl4y7">body{margin:0;}</style>' +
        '<style data-page-styles="css abc def">.css-abc{color:red;}.css-def{content:"<\\/style><script>";}</style>',
    );
  });

  it('are known to the browser\'s cache, which compiles none of them again and leaves their element where it is', async () => {
    document.head.innerHTML = `<meta name="before">${renderedStyleElements(rendered, 'css')}<meta name="after">`;
    const pageSheet = document.head.querySelector('style[data-page-styles]');
    await jest.isolateModulesAsync(async () => {
      // emotion's own default cache is made when @emotion/react loads: it must not take the sheet either.
      await import('@emotion/react');
      const { browserStyleCache: freshCache } = await import('../theme/style-cache');
      const cache = freshCache();
      expect(cache.inserted).toMatchObject({ abc: true, def: true });
      expect(cache.inserted).not.toHaveProperty('1pnl4y7');
    });
    expect(pageSheet?.nextElementSibling?.getAttribute('name')).toBe('after');
    document.head.innerHTML = '';
  });
});

