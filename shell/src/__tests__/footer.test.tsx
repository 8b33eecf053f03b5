import { within } from '@testing-library/react';
import { apiClient } from 'shared-api';
import { renderApp, signedOutState, siteSettings } from './render-app';

jest.mock('../remotes/registry', () => ({
  loadRemoteModule: (id: string) => Promise.resolve({ default: () => <p>remote {id}</p> }),
}));

describe('the footer (issue 19)', () => {
  it('links the about, partners and cases pages, which the header does not, and the policies, in the page language', async () => {
    const { screen } = await renderApp('/ua/services', { preloadedState: signedOutState, language: 'ua' });
    const footer = await screen.findByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'Компанія, правила та політики' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Про нас', '/ua/about'],
      ['Партнери', '/ua/partners'],
      ['Кейси', '/ua/cases'],
      ["Зв'яжіться з нами", '/ua/contacts'],
      ['Політика конфіденційності', '/ua/policies/privacy'],
      ['Умови надання послуг', '/ua/policies/terms'],
    ]);
  });

  it("links the company's own profiles from the site settings, each in a new tab that screen readers are told of", async () => {
    const { screen } = await renderApp('/en/about', { preloadedState: signedOutState });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
    for (const social of siteSettings.socialLinks) {
      const link = within(footer).getByRole('link', { name: social.name });
      expect(link).toHaveAttribute('href', social.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('(opens in a new tab)');
    }
  });

  it('reads the profiles from the API, and leaves out "Follow us" when there are none', async () => {
    // The settings without profiles; the about page's own content is not this test's and stays unanswered.
    const request = jest.spyOn(apiClient, 'request').mockImplementation(async (config) => {
      if (config.url === '/api/content/settings') return { data: { success: true, data: { ...siteSettings, socialLinks: [] } } };
      throw new Error(`${config.url} is not answered in this test`);
    });
    const { screen } = await renderApp('/en/about', { preloadedState: signedOutState, settings: null });
    const footer = await screen.findByRole('contentinfo');
    await screen.findByText(/© 2024/);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/content/settings', params: { lang: 'en' } }));
    expect(within(footer).queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
  });
});
