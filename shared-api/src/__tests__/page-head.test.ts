import { alternatesOf, distinctQueryOf, escapeHtml, headElements, jsonForScript } from '../site/page-head';

describe('the page head', () => {
  it('lists the same page in every language with BCP 47 codes, and x-default in English', () => {
    expect(alternatesOf('https://gp.example', '/cz/services/seo-audit', '?category=seo')).toEqual([
      { hreflang: 'en', href: 'https://gp.example/en/services/seo-audit?category=seo' },
      { hreflang: 'uk', href: 'https://gp.example/ua/services/seo-audit?category=seo' },
      { hreflang: 'ru', href: 'https://gp.example/ru/services/seo-audit?category=seo' },
      { hreflang: 'es', href: 'https://gp.example/es/services/seo-audit?category=seo' },
      { hreflang: 'pl', href: 'https://gp.example/pl/services/seo-audit?category=seo' },
      { hreflang: 'lt', href: 'https://gp.example/lt/services/seo-audit?category=seo' },
      { hreflang: 'nl', href: 'https://gp.example/nl/services/seo-audit?category=seo' },
      { hreflang: 'cs', href: 'https://gp.example/cz/services/seo-audit?category=seo' },
      { hreflang: 'x-default', href: 'https://gp.example/en/services/seo-audit?category=seo' },
    ]);
    expect(alternatesOf('https://gp.example', '/ua')[0]).toEqual({ hreflang: 'en', href: 'https://gp.example/en' });
  });

  it('escapes text for HTML and JSON for a script element', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = jsonForScript({ name: '</script><!-- \u2028' });
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- \u2028' });
  });

  it('writes title, description, canonical, alternates, OpenGraph, robots and structured data', () => {
    const html = headElements(
      { lang: 'ua', path: '/ua/cart', title: 'Кошик — "GP"', description: 'Опис', noindex: true, jsonLd: [{ '@type': 'Organization' }] },
      'https://gp.example',
    );
    expect(html).toContain('<title>Кошик — &quot;GP&quot;</title>');
    expect(html).toContain('<meta name="description" content="Опис">');
    expect(html).toContain('rel="canonical" href="https://gp.example/ua/cart"');
    expect(html).toContain('<meta property="og:locale" content="uk_UA">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html.match(/rel="alternate"/g)).toHaveLength(9);
  });
});

describe('the query that makes a page of its own (its canonical keeps it)', () => {
  it.each([
    ['/en/services', '?category=seo-content', '?category=seo-content'],
    ['/ua/services', '?q=audit&category=paid%20ads&page=2', '?category=paid%20ads'],
    ['/en/services', '?q=audit', ''],
    ['/en/services', '', ''],
    ['/en/services/technical-seo-audit', '?category=seo-content', ''],
    ['/en', '?category=seo-content', ''],
  ])('%s%s → "%s"', (path, search, query) => {
    expect(distinctQueryOf(path, search)).toBe(query);
  });
});
