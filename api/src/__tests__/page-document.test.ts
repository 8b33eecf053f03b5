import { pageDocument } from '../modules/pages/page-document';
import type { PageHead } from 'shared-api/page-head';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="generic" />
    <title>Growth Partners</title>
    <script defer src="/main.js"></script>
  </head>
  <body>
    <noscript>This site needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const head: PageHead = {
  lang: 'ua',
  path: '/ua/services/x',
  title: 'Послуга',
  description: 'Опис',
};

describe('pageDocument', () => {
  it('puts the rendered markup in #root, its styles in the head and its data in a script that text cannot break out of', () => {
    const html = pageDocument(SHELL, head, 'https://example.com', {
      html: '<main><h1>Послуга</h1></main>',
      styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
      page: { modules: ['catalogue/ServiceDetailPage'], text: 'a </script><script>alert(1)</script> & more' } as never,
    });
    expect(html).toContain('<html lang="uk"');
    expect(html).toContain('<div id="root"><main><h1>Послуга</h1></main></div>');
    expect(html.indexOf('<style data-emotion="css abc">')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<noscript>');
    const data = /<script id="gp-rendered-page" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(data).not.toMatch(/<\/?script/i);
    expect(JSON.parse(data)).toEqual({ modules: ['catalogue/ServiceDetailPage'], text: 'a </script><script>alert(1)</script> & more' });
  });

  it('leaves #root empty for the browser to render when the server did not render the page', () => {
    const html = pageDocument(SHELL, head, 'https://example.com', null);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('gp-rendered-page');
    expect(html).toContain('<noscript>');
  });
});
