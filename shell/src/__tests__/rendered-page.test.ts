import { readRenderedPage, RENDERED_PAGE_ID } from '../app/rendered-page';

function documentWith(body: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  return doc;
}

describe('readRenderedPage', () => {
  it('reads what the server rendered the page with', () => {
    const page = { state: { api: {} }, texts: { lng: 'ua', resources: {} }, modules: ['catalogue/CataloguePage'], registry: { catalogue: '/remotes/catalogue/mf-manifest.json' } };
    const doc = documentWith(`<div id="root"></div><script id="${RENDERED_PAGE_ID}" type="application/json">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`);
    expect(readRenderedPage(doc)).toEqual(page);
  });

  it('is null for a page the browser renders (no data) or data that cannot be read', () => {
    expect(readRenderedPage(documentWith('<div id="root"></div>'))).toBeNull();
    expect(readRenderedPage(documentWith(`<script id="${RENDERED_PAGE_ID}" type="application/json">{broken</script>`))).toBeNull();
  });
});
