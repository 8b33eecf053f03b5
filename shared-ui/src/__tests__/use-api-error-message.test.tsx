import { screen } from '@testing-library/react';
import { renderWithProviders } from '@testing/render';
import { useApiErrorMessage } from '../hooks/use-api-error-message';

function Message({ error, fallback, namespace }: { error: unknown; fallback?: string; namespace?: string }) {
  const messageOf = useApiErrorMessage(namespace);
  return <p data-testid="message">{messageOf(error, fallback)}</p>;
}

/** The message a reader of `language` sees for `error`, with spaces as a reader sees them. */
async function messageIn(language: string, error: unknown, fallback?: string, namespace?: string) {
  const { unmount } = await renderWithProviders(<Message error={error} fallback={fallback} namespace={namespace} />, { language });
  const text = screen.getByTestId('message').textContent?.replace(/\s/g, ' ');
  unmount();
  return text;
}

describe('useApiErrorMessage: a failed call in the reader language', () => {
  it.each([
    ['a known code, by its text', 'en', { status: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }, undefined, 'Invalid credentials'],
    ['a known code in Ukrainian', 'ua', { status: 429, code: 'RATE_LIMITED', message: 'Too many requests' }, undefined, 'Забагато запитів. Спробуйте пізніше.'],
    ['the API details as values, numbers as the language writes them', 'cz', { status: 409, code: 'ORDER_TOO_LARGE', message: 'An order can come to at most 1000000 EUR.', details: { maximum: 1_000_000 } }, undefined, 'Objednávka může činit nejvýše 1 000 000 EUR. Pro větší objednávku nás kontaktujte.'],
    ['no answer: the connection', 'lt', { status: 0, message: 'An error occurred' }, 'Prisijungti nepavyko', 'Nėra ryšio su serveriu. Patikrinkite tinklo ryšį ir bandykite dar kartą.'],
    ['an answer without text: the fallback', 'en', { status: 502, message: 'An error occurred' }, 'Login failed', 'Login failed'],
    ['an answer without text and no fallback: the generic text', 'es', { status: 502, message: 'An error occurred' }, undefined, 'Se ha producido un error'],
    ['an unknown code to an English reader: the API message', 'en', { status: 409, code: 'SOMETHING_NEW', message: 'The API says why' }, 'Login failed', 'The API says why'],
    ['an unknown code to another reader: the fallback', 'nl', { status: 409, code: 'SOMETHING_NEW', message: 'The API says why' }, 'Inloggen mislukt', 'Inloggen mislukt'],
    ['an unknown code to another reader, no fallback: the generic text', 'pl', { status: 409, code: 'SOMETHING_NEW', message: 'The API says why' }, undefined, 'Wystąpił błąd'],
    ['anything else thrown: the fallback, never its own text', 'en', new Error('boom'), 'Login failed', 'Login failed'],
  ])('%s', async (_case, language, error, fallback, expected) => {
    expect(await messageIn(language, error, fallback)).toBe(expected);
  });

  it("puts an app's own text for a code before the common one", async () => {
    const refusal = { status: 403, code: 'FORBIDDEN', message: 'Administrators only' };
    expect(await messageIn('en', refusal, undefined, 'admin')).toBe('Only administrators can do this');
    expect(await messageIn('en', refusal)).toBe('You do not have access to this.');
  });
});
