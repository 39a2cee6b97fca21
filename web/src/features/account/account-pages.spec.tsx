import { screen, within } from '@testing-library/react';
import { fakeState, requestsTo } from '../../testing/msw/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ChangeEmailPage } from './change-email-page';
import { ConfirmEmailPage } from './confirm-email-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { AcceptInvitationPage } from './accept-invitation-page';
import { VerifyEmailPage } from './verify-email-page';

describe('mailed-link pages', () => {
  describe('verify e-mail', () => {
    it('redeems the link once on arrival and says the address is verified', async () => {
      fakeState.links.set('tok-verify', { purpose: 'verify', email: 'jane@example.com' });
      renderWithProviders(<VerifyEmailPage />, { route: '/?token=tok-verify' });
      expect(await screen.findByText(/Your email jane@example\.com is verified/)).toBeInTheDocument();
      expect(requestsTo('POST', '/api/auth/verify-email')).toEqual([
        expect.objectContaining({ body: { token: 'tok-verify' } }),
      ]);
    });

    it('says a used link was used, in Thai when the mail was Thai, with the way to a new link', async () => {
      fakeState.links.set('tok-used', { purpose: 'verify', email: 'jane@example.com', used: true });
      renderWithProviders(<VerifyEmailPage />, { route: '/?token=tok-used&lang=th' });
      expect(await screen.findByRole('alert')).toHaveTextContent('ลิงก์นี้ถูกใช้ไปแล้ว');
      expect(screen.getByRole('heading', { name: 'ยืนยันอีเมลของคุณ' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /ขอลิงก์ตั้งรหัสผ่านใหม่/ })).toHaveAttribute(
        'href',
        '/account/forgot-password?lang=th',
      );
    });

    it('says a tampered link is not valid, and asks nothing without a token', async () => {
      renderWithProviders(<VerifyEmailPage />, { route: '/?token=tok-made-up' });
      expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    });

    it('sends nothing when the link has no token (positive control above)', async () => {
      renderWithProviders(<VerifyEmailPage />, { route: '/' });
      expect(await screen.findByRole('alert')).toHaveTextContent('This link is missing its token');
      expect(requestsTo('POST', '/api/auth/verify-email')).toHaveLength(0);
    });
  });

  describe('forgot password', () => {
    it('validates the address, then answers the same for any address', async () => {
      const { user } = renderWithProviders(<ForgotPasswordPage />);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(requestsTo('POST', '/api/auth/password-reset')).toHaveLength(0);
      await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'If an account uses nobody@example.com, a link is on its way.',
      );
    });
  });

  describe('reset password', () => {
    it('checks the new password against the sign-up rules, then sets it and offers to sign in', async () => {
      fakeState.links.set('tok-reset', { purpose: 'reset', email: 'jane@example.com' });
      const { user } = renderWithProviders(<ResetPasswordPage />, { route: '/?token=tok-reset' });
      await user.type(screen.getByLabelText('New password'), 'short');
      await user.click(screen.getByRole('button', { name: 'Set new password' }));
      expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
      expect(requestsTo('POST', '/api/auth/password-reset/confirm')).toHaveLength(0);
      await user.clear(screen.getByLabelText('New password'));
      await user.type(screen.getByLabelText('New password'), 'Greenside-Reset-9');
      await user.click(screen.getByRole('button', { name: 'Set new password' }));
      expect(await screen.findByRole('status')).toHaveTextContent('every device was signed out');
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
      expect(fakeState.users.get('jane@example.com')).toBe('Greenside-Reset-9');
    });

    it('says an expired or used link cannot be used and links to a new one', async () => {
      fakeState.links.set('tok-old', { purpose: 'reset', email: 'jane@example.com', used: true });
      const { user } = renderWithProviders(<ResetPasswordPage />, { route: '/?token=tok-old' });
      await user.type(screen.getByLabelText('New password'), 'Greenside-Reset-9');
      await user.click(screen.getByRole('button', { name: 'Set new password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
      expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
        'href',
        '/account/forgot-password',
      );
    });
  });

  describe('accept an invitation', () => {
    it('checks the password against the sign-up rules, sets it, and offers to sign in to the workshop', async () => {
      fakeState.links.set('tok-invite', { purpose: 'invitation', email: 'pim@soundputter.example' });
      const { user } = renderWithProviders(<AcceptInvitationPage />, { route: '/?token=tok-invite' });
      expect(screen.getByRole('heading', { name: 'Join the Sound Putter workshop' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('New password'), 'alllowercase1');
      await user.click(screen.getByRole('button', { name: 'Set my password' }));
      expect(
        screen.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
      ).toBeInTheDocument();
      expect(requestsTo('POST', '/api/auth/invitation/accept')).toHaveLength(0);
      await user.clear(screen.getByLabelText('New password'));
      await user.type(screen.getByLabelText('New password'), 'Workshop-Bench-8');
      await user.click(screen.getByRole('button', { name: 'Set my password' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your password is set. Sign in as pim@soundputter.example to open the workshop.',
      );
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=/workshop');
      expect(fakeState.users.get('pim@soundputter.example')).toBe('Workshop-Bench-8');
      expect(requestsTo('POST', '/api/auth/invitation/accept')).toHaveLength(1);
    });

    it.each([
      ['used', { used: true }, 'ลิงก์นี้ถูกใช้ไปแล้ว'],
      ['expired', { expired: true }, 'ลิงก์นี้หมดอายุแล้ว'],
    ] as const)('says in Thai that a %s link cannot be used and who sends a new one', async (_, state, text) => {
      fakeState.links.set('tok-late', { purpose: 'invitation', email: 'pim@soundputter.example', ...state });
      const { user } = renderWithProviders(<AcceptInvitationPage />, { route: '/?token=tok-late&lang=th' });
      expect(screen.getByRole('heading', { name: 'เข้าร่วมทีม Sound Putter' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'Workshop-Bench-8');
      await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่าน' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByText('คำเชิญนี้ใช้ไม่ได้แล้ว โปรดขอให้ผู้ดูแลระบบที่เชิญคุณส่งคำเชิญใหม่')).toBeInTheDocument();
      expect(fakeState.users.has('pim@soundputter.example')).toBe(false);
    });

    it('refuses a link of another purpose (a reset link is no invitation)', async () => {
      fakeState.links.set('tok-reset-2', { purpose: 'reset', email: 'jane@example.com' });
      const { user } = renderWithProviders(<AcceptInvitationPage />, { route: '/?token=tok-reset-2' });
      await user.type(screen.getByLabelText('New password'), 'Workshop-Bench-8');
      await user.click(screen.getByRole('button', { name: 'Set my password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
      expect(screen.getByText(/Ask the admin who invited you/)).toBeInTheDocument();
    });
  });

  describe('change e-mail', () => {
    it('asks a signed-out visitor to sign in first', async () => {
      renderWithProviders(<ChangeEmailPage />);
      expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/login?redirect=/account/email',
      );
    });

    it('refuses a wrong password on the field, then says where the link went', async () => {
      fakeState.users.set('jane@example.com', 'Fairway-Test-7');
      fakeState.me = { id: 'user-1', email: 'jane@example.com', role: 'customer' };
      const { user } = renderWithProviders(<ChangeEmailPage />);
      expect(await screen.findByText(/Your account uses jane@example\.com/)).toBeInTheDocument();
      await user.type(screen.getByLabelText('New email'), 'jane.new@example.com');
      await user.type(screen.getByLabelText('Current password'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
      expect(await screen.findByText('The password is wrong.')).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Current password'));
      await user.type(screen.getByLabelText('Current password'), 'Fairway-Test-7');
      await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Check the inbox of jane.new@example.com');
    });

    it('confirms the new address from its link', async () => {
      fakeState.links.set('tok-change', { purpose: 'change', email: 'jane.new@example.com' });
      renderWithProviders(<ConfirmEmailPage />, { route: '/?token=tok-change' });
      const status = await screen.findByText(/Your account now uses jane\.new@example\.com/);
      expect(within(status.closest('div') ?? document.body).queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
