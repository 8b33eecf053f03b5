import { matchRoutes } from 'react-router';
import { onDemandOf } from '../app/on-demand';
import { appRoutes } from '../app/routes';

jest.mock('../remotes/registry', () => ({ loadRemoteModule: jest.fn() }));

const chunksOf = (path: string) => onDemandOf(matchRoutes(appRoutes, path) ?? []).map(({ chunk }) => chunk);

describe("the shell's on-demand code", () => {
  it.each([
    ['/en/auth/login', ['LoginPage']],
    ['/ua/auth/register', ['RegisterPage']],
    ['/en/auth/forgot-password', ['ForgotPasswordPage']],
    ['/en/auth/reset-password', ['ResetPasswordPage']],
    ['/en/auth/verify-email', ['VerifyEmailPage']],
    ['/en/contacts', ['ContactForm']],
    ['/en', []],
    ['/en/services', []],
    ['/en/no-such-page', []],
  ])('%s names the chunks the server hints and the browser loads before hydrating: %j', (path, chunks) => {
    expect(chunksOf(path)).toEqual(chunks);
  });

  it("loads a route's code by its preload, which resolves to the page's component", async () => {
    const [code] = onDemandOf(matchRoutes(appRoutes, '/en/auth/login') ?? []);
    await expect(code!.preload()).resolves.toEqual(expect.any(Function));
  });
});
