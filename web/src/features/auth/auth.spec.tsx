import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths, COMMON_PASSWORD_MESSAGE, validationMessages } from '@sound-putter/contracts';
import { fakeState, requestsTo } from '../../testing/msw/fake-api';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UserButton } from './user-button';

const openDialog = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  return screen.findByRole('dialog', { name: 'Welcome to the 100 DB Sound Putter Store' });
};

describe('Sign-in and sign-up dialog', () => {
  it('opens on the login tab with the spec texts', async () => {
    const { user } = renderWithProviders(<UserButton />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription('Sign in to your account or create a new one to get started');
    expect(within(dialog).getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('Enter your credentials to access your account')).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    expect(within(dialog).getByText('Enter your information to create a new account')).toBeVisible();
  });

  it('validates login on submit, then again on change', async () => {
    const { user } = renderWithProviders(<UserButton />);
    const dialog = await openDialog(user);
    const panel = within(dialog).getByRole('tabpanel', { name: 'Sign In' });
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }));
    expect(within(panel).getByText(validationMessages.email)).toBeInTheDocument();
    expect(within(panel).getByText(validationMessages.passwordRequired)).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Email'), 'golfer@example.com');
    expect(within(panel).queryByText(validationMessages.email)).not.toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Password'), 'x');
    expect(within(panel).queryByText(validationMessages.passwordRequired)).not.toBeInTheDocument();
    expect(requestsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('validates signup passwords: length first, then complexity, with the rule as a hint', async () => {
    const { user } = renderWithProviders(<UserButton />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Create Account' });
    const password = within(panel).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/At least 8 characters/);
    await user.type(within(panel).getByLabelText('Email'), 'not-an-email');
    await user.type(password, 'short');
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));
    expect(within(panel).getByText(validationMessages.email)).toBeInTheDocument();
    expect(within(panel).getByText(validationMessages.passwordTooShort)).toBeInTheDocument();
    await user.type(password, 'enough');
    expect(within(panel).getByText(validationMessages.passwordComplexity)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Enough123');
    expect(within(panel).queryByText(validationMessages.passwordComplexity)).not.toBeInTheDocument();
    expect(requestsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('shows the server’s refusal of a common password under the password field, beside the rule hint', async () => {
    server.use(
      http.post(apiPaths.auth.signup, () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            status: 422,
            code: 'validation_failed',
            details: { password: [COMMON_PASSWORD_MESSAGE] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithProviders(<UserButton />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Create Account' });
    const password = within(panel).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/not a common password/);
    await user.type(within(panel).getByLabelText('Email'), 'golfer@example.com');
    await user.type(password, 'Password1');
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));
    expect(await within(panel).findByText(COMMON_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please check your information and try again.')).toBeInTheDocument();
  });

  it('shows and hides the password, and closing resets both forms', async () => {
    const { user } = renderWithProviders(<UserButton />);
    let dialog = await openDialog(user);
    const panel = within(dialog).getByRole('tabpanel', { name: 'Sign In' });
    await user.type(within(panel).getByLabelText('Password'), 'secret');
    expect(within(panel).getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(within(panel).getByRole('button', { name: 'Show password' }));
    expect(within(panel).getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dialog = await openDialog(user);
    const reopened = within(dialog).getByRole('tabpanel', { name: 'Sign In' });
    expect(within(reopened).getByLabelText('Password')).toHaveValue('');
    expect(within(reopened).getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('signs up, shows the account menu with initials, and logs out', async () => {
    const { user } = renderWithProviders(<UserButton />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'Create Account' });
    await user.type(within(panel).getByLabelText('Email'), 'jane.doe@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'Fairway-Test-7');
    await user.click(within(panel).getByRole('button', { name: 'Create Account' }));
    expect(within(panel).getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    // Sign-up signs nobody in: the panel says to check the inbox, and the shopper may sign in at once.
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'We sent a mail to jane.doe@example.com to finish creating your account',
    );
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Sign In' }));
    const login = within(dialog).getByRole('tabpanel', { name: 'Sign In' });
    await user.type(within(login).getByLabelText('Email'), 'jane.doe@example.com');
    await user.type(within(login).getByLabelText('Password'), 'Fairway-Test-7');
    await user.click(within(login).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();

    const avatar = await screen.findByRole('button', { name: 'JA: Account menu for jane.doe@example.com' });
    expect(avatar).toHaveTextContent('JA');
    await user.click(avatar);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getByText('jane.doe@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(within(menu).getByRole('menuitem', { name: 'Change email' })).toHaveAttribute('href', '/account/email');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('reports a failed login, and answers a sign-up with a taken e-mail like any other (no enumeration)', async () => {
    fakeState.users.set('taken@example.com', 'Secret123');
    const { user } = renderWithProviders(<UserButton />);
    const dialog = await openDialog(user);
    const login = within(dialog).getByRole('tabpanel', { name: 'Sign In' });
    await user.type(within(login).getByLabelText('Email'), 'taken@example.com');
    await user.type(within(login).getByLabelText('Password'), 'wrong');
    await user.click(within(login).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Create Account' }));
    const signup = within(dialog).getByRole('tabpanel', { name: 'Create Account' });
    await user.type(within(signup).getByLabelText('Email'), 'taken@example.com');
    await user.type(within(signup).getByLabelText('Password'), 'Secret123');
    await user.click(within(signup).getByRole('button', { name: 'Create Account' }));
    expect(await within(signup).findByRole('status')).toHaveTextContent('We sent a mail to taken@example.com');
    expect(screen.queryByText('Signup failed')).not.toBeInTheDocument();
    expect(fakeState.users.get('taken@example.com')).toBe('Secret123');
  });

  it('signs in with the right password and says welcome back', async () => {
    fakeState.users.set('golfer@example.com', 'Secret123');
    const { user } = renderWithProviders(<UserButton />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'golfer@example.com');
    await user.type(within(dialog).getAllByLabelText('Password')[0], 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Account menu for golfer/ })).toHaveTextContent('GO'),
    );
    expect(requestsTo('POST', '/api/auth/login')[0].body).toEqual({
      email: 'golfer@example.com',
      password: 'Secret123',
    });
  });

  it('"Delete my account" asks first, keeps the account on cancel, erases it on confirm', async () => {
    fakeState.users.set('leaving@example.com', 'Secret123');
    fakeState.me = { id: 'user-9', email: 'leaving@example.com', role: 'customer' };
    const { user } = renderWithProviders(<UserButton />);
    const openConfirm = async () => {
      await user.click(await screen.findByRole('button', { name: /Account menu for leaving/ }));
      await user.click(
        within(screen.getByRole('menu', { name: 'Account' })).getByRole('menuitem', { name: 'Delete my account' }),
      );
      return screen.findByRole('alertdialog', { name: /Delete my account\?/ });
    };
    let dialog = await openConfirm();
    expect(dialog).toHaveAccessibleName('Delete my account?');
    expect(dialog).toHaveAccessibleDescription(/erases the account leaving@example\.com.*cannot be undone/);
    expect(dialog).not.toHaveAccessibleDescription(/ไม่สามารถย้อนกลับได้/);
    await user.click(within(dialog).getByRole('button', { name: /Keep my account/ }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/account')).toHaveLength(0);

    dialog = await openConfirm();
    // The password is asked again: none, then a wrong one, keep the account and say so under the field.
    await user.click(within(dialog).getByRole('button', { name: /^Delete my account/ }));
    expect(await within(dialog).findByText(/Enter your password to confirm/)).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/account')).toHaveLength(0);
    const password = within(dialog).getByLabelText(/Your password/);
    await user.type(password, 'Not-my-password-1');
    await user.click(within(dialog).getByRole('button', { name: /^Delete my account/ }));
    expect(await within(dialog).findByText(/The password is wrong/)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(fakeState.users.has('leaving@example.com')).toBe(true);
    await user.clear(password);
    await user.type(password, 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: /^Delete my account/ }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/account')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(fakeState.users.has('leaving@example.com')).toBe(false);
  });

  it('speaks Thai on a Thai page: the sign-in dialog, its checks, and the delete-account confirmation', async () => {
    const signedOut = renderWithProviders(<UserButton />, { route: '/?lang=th' });
    await signedOut.user.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    const signIn = await screen.findByRole('dialog', { name: 'ยินดีต้อนรับสู่ร้าน 100 DB Sound Putter' });
    expect(within(signIn).getByRole('tab', { name: 'สร้างบัญชี' })).toBeInTheDocument();
    await signedOut.user.click(within(signIn).getAllByRole('button', { name: 'เข้าสู่ระบบ' })[0]);
    expect(await within(signIn).findByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeInTheDocument();
    expect(within(signIn).getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
    signedOut.unmount();

    fakeState.users.set('thai@example.com', 'Secret123');
    fakeState.me = { id: 'user-10', email: 'thai@example.com', role: 'customer' };
    const { user } = renderWithProviders(<UserButton />, { route: '/?lang=th' });
    await user.click(await screen.findByRole('button', { name: /thai/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'ลบบัญชีของฉัน' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ลบบัญชีของฉัน?' });
    expect(dialog).toHaveAccessibleDescription(/ระบบจะลบบัญชี thai@example\.com.*ไม่สามารถย้อนกลับได้/);
    expect(dialog).not.toHaveAccessibleDescription(/cannot be undone/);
    await user.type(within(dialog).getByLabelText('รหัสผ่านของคุณ'), 'Not-my-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'ลบบัญชี' }));
    expect(await within(dialog).findByText('รหัสผ่านไม่ถูกต้อง')).toBeInTheDocument();
    expect(fakeState.users.has('thai@example.com')).toBe(true);
  });

  it('"Delete my account" with an order not delivered yet warns that it could not be delivered, then deletes anyway', async () => {
    fakeState.users.set('waiting@example.com', 'Secret123');
    fakeState.me = { id: 'user-10', email: 'waiting@example.com', role: 'customer' };
    fakeState.ordersInProgress = ['order-1'];
    const { user } = renderWithProviders(<UserButton />);
    await user.click(await screen.findByRole('button', { name: /Account menu for waiting/ }));
    await user.click(
      within(screen.getByRole('menu', { name: 'Account' })).getByRole('menuitem', { name: 'Delete my account' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: /Delete my account\?/ });
    await user.type(within(dialog).getByLabelText(/Your password/), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: /^Delete my account/ }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent(/An order you paid for has not reached you yet.*could no longer deliver it/);
    expect(warning).not.toHaveTextContent(/ยังไม่ได้รับสินค้า/);
    expect(fakeState.users.has('waiting@example.com')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /^Delete anyway/ }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/account').map((r) => r.body)).toEqual([
      { password: 'Secret123' },
      { password: 'Secret123', force: true },
    ]);
    expect(fakeState.users.has('waiting@example.com')).toBe(false);
  });
});
