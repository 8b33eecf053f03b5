import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@testing/render';
import AccountArea from '../pages/AccountArea';
import { fakeAccountApi } from './fake-api';

const renderProfile = (language = 'en') => renderWithProviders(<AccountArea />, { route: `/${language}/account/profile`, path: '/:lang/account/*', language });

describe('the profile', () => {
  it('shows the details and saves changes with the company details', async () => {
    const { calls } = fakeAccountApi();
    await renderProfile();
    const form = await screen.findByRole('form', { name: 'Profile' });
    expect(within(form).getByLabelText(/VAT ID/)).toHaveValue('CZ12345678');
    await userEvent.clear(within(form).getByLabelText(/Company name/));
    await userEvent.type(within(form).getByLabelText(/Company name/), 'New Name s.r.o.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.data).toMatchObject({ companyName: 'New Name s.r.o.', vatId: 'CZ12345678', billingAddress: { city: 'Prague' } }));
  });

  it('shows the spec messages and sends nothing for bad input', async () => {
    const { calls } = fakeAccountApi();
    await renderProfile();
    const form = await screen.findByRole('form', { name: 'Profile' });
    await userEvent.clear(within(form).getByLabelText(/First name/));
    await userEvent.clear(within(form).getByLabelText(/^Phone/));
    await userEvent.type(within(form).getByLabelText(/^Phone/), 'call me');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('asks before leaving a changed form', async () => {
    fakeAccountApi();
    await renderProfile();
    const path = () => screen.getByTestId('location').textContent;
    const form = await screen.findByRole('form', { name: 'Profile' });
    await userEvent.type(within(form).getByLabelText(/Company name/), ' Group');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('link', { name: 'Orders' }));
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('You have unsaved changes. Are you sure you want to leave?');
    expect(path()).toBe('/en/account/profile');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(path()).toBe('/en/account/profile');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('link', { name: 'Orders' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(path()).toBe('/en/account/orders'));
  });

  it("words the leave prompt's answers in the page's language (issue 19)", async () => {
    fakeAccountApi();
    await renderProfile('cz');
    const form = await screen.findByRole('form', { name: 'Profil' });
    await userEvent.type(within(form).getByLabelText(/Název firmy/), ' Group');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Můj účet' })).getByRole('link', { name: 'Objednávky' }));
    const prompt = await screen.findByRole('dialog');
    expect(within(prompt).getAllByRole('button').map((button) => button.textContent)).toEqual(['Zůstat na stránce', 'Odejít bez uložení']);
  });

  it('changes the password with the spec messages, and says when the current one is wrong', async () => {
    fakeAccountApi({
      'POST /api/users/me/change-password': () => {
        throw Object.assign(new Error('wrong'), { isAxiosError: true, response: { status: 400, data: { success: false, error: 'The current password is not correct', code: 'WRONG_PASSWORD' } } });
      },
    });
    await renderProfile();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText(/Current password/), 'old-pass-1');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'short');
    await userEvent.type(within(form).getByLabelText(/Confirm new password/), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^New password/));
    await userEvent.type(within(form).getByLabelText(/^New password/), 'new-pass-12');
    await userEvent.clear(within(form).getByLabelText(/Confirm new password/));
    await userEvent.type(within(form).getByLabelText(/Confirm new password/), 'new-pass-12');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The current password is not correct.');
  });

  it('refuses an avatar of the wrong type or over 2 MB before sending it', async () => {
    const { calls } = fakeAccountApi();
    await renderProfile();
    const input = (await screen.findByLabelText('Choose an image', { selector: 'input' })) as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeInTheDocument();
    await userEvent.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is too large: up to 2 MB.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/uploads/avatar')).toBe(false);
  });
});
