import { screen, waitFor, within } from '@testing-library/react';
import {
  apiPaths,
  PASSWORD_COMPLEXITY,
  PASSWORD_MIN_LENGTH,
  type StaffAccountView,
  type UserView,
} from '@sound-putter/contracts';
import type { CreateAccountDto, InviteStaffDto, UpdateAccountDto } from '@sound-putter/contracts/dto';
import { http, HttpResponse } from 'msw';
import { fakeState } from '../../testing/msw/fake-api';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminPage } from './admin-page';
import { oneTimePassword } from './staff-section';

const ME = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const NOK = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const account = (id: string, email: string, role: StaffAccountView['role']): StaffAccountView => ({
  id,
  email,
  role,
  disabled: false,
  createdAt: '2026-11-01T02:00:00.000Z',
  invitation: null,
});

/** The server's accounts, changed by the requests it receives as the API does. */
const fakeAccounts = () => {
  let accounts = [account(ME, 'owner@soundputter.example', 'admin'), account(NOK, 'nok@soundputter.example', 'staff')];
  const patched: UpdateAccountDto[] = [];
  const created: CreateAccountDto[] = [];
  server.use(
    http.get(apiPaths.admin.users, () => HttpResponse.json(accounts)),
    http.patch(apiPaths.admin.user(NOK), async ({ request }) => {
      const body = (await request.json()) as UpdateAccountDto;
      patched.push(body);
      accounts = accounts.map((a) => (a.id === NOK ? { ...a, ...body } : a));
      return HttpResponse.json(accounts[1]);
    }),
    http.post(apiPaths.admin.users, async ({ request }) => {
      const body = (await request.json()) as CreateAccountDto;
      created.push(body);
      const user: UserView = { id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', email: body.email, role: body.role };
      accounts = [...accounts, account(user.id, user.email, user.role)];
      return HttpResponse.json(user, { status: 201 });
    }),
  );
  return { patched, created };
};

const PIM = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const LATER = '2099-01-02T03:00:00.000Z';

/** The invitation routes as the API answers them: 409 email_taken for a known address, a pending account otherwise. */
const fakeInvitations = () => {
  const state = fakeAccounts();
  const invited: InviteStaffDto[] = [];
  const resent: string[] = [];
  const withdrawn: string[] = [];
  let accounts: StaffAccountView[] = [
    account(ME, 'owner@soundputter.example', 'admin'),
    account(NOK, 'nok@soundputter.example', 'staff'),
  ];
  server.use(
    http.get(apiPaths.admin.users, () => HttpResponse.json(accounts)),
    http.post(apiPaths.admin.invitations, async ({ request }) => {
      const body = (await request.json()) as InviteStaffDto;
      invited.push(body);
      if (accounts.some((a) => a.email === body.email))
        return HttpResponse.json(
          { status: 409, code: 'email_taken', message: 'An account with this email already exists.', details: {} },
          { status: 409 },
        );
      const pending = { ...account(PIM, body.email, body.role), invitation: { expiresAt: LATER } };
      accounts = [...accounts, pending];
      return HttpResponse.json(pending, { status: 201 });
    }),
    http.post(apiPaths.admin.invitationResend(PIM), () => {
      resent.push(PIM);
      return HttpResponse.json(accounts.find((a) => a.id === PIM));
    }),
    http.delete(apiPaths.admin.invitation(PIM), () => {
      withdrawn.push(PIM);
      const gone = accounts.find((a) => a.id === PIM);
      accounts = accounts.filter((a) => a.id !== PIM);
      return HttpResponse.json({ id: PIM, email: gone?.email ?? '' });
    }),
  );
  return { ...state, invited, resent, withdrawn };
};

describe('the back office staff accounts', () => {
  it('an admin changes a role, disables and enables an account, but not their own', async () => {
    fakeState.me = { id: ME, email: 'owner@soundputter.example', role: 'admin' };
    const { patched } = fakeAccounts();
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin?section=staff&lang=en' });
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('owner@soundputter.example(You)'),
      expect.stringContaining('nok@soundputter.example'),
    ]);
    // Your own row has neither a role choice nor a disable button.
    expect(within(rows[0]).queryByRole('combobox')).toBeNull();
    expect(within(rows[0]).queryByRole('button')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of nok@soundputter.example' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Disable nok@soundputter.example' }));
    await screen.findByRole('button', { name: 'Enable nok@soundputter.example' });
    expect(within(screen.getAllByTestId('staff-row')[1]).getByText('Disabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable nok@soundputter.example' }));
    await screen.findByRole('button', { name: 'Disable nok@soundputter.example' });
    expect(patched).toEqual([{ role: 'admin' }, { disabled: true }, { disabled: false }]);
  });

  it('opens an account with a one-time password shown once, and checks the address first', async () => {
    fakeState.me = { id: ME, email: 'owner@soundputter.example', role: 'admin' };
    const { created } = fakeAccounts();
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin?section=staff&lang=th' });
    await screen.findAllByTestId('staff-row');
    // The fallback for a shop without mail delivery, folded away under the invitation form.
    await user.click(screen.getByText('ไม่มีการส่งอีเมล? สร้างบัญชีด้วยรหัสผ่านใช้ครั้งเดียว'));
    const form = within(screen.getByRole('form', { name: 'ไม่มีการส่งอีเมล? สร้างบัญชีด้วยรหัสผ่านใช้ครั้งเดียว' }));
    await user.type(form.getByLabelText('อีเมล'), 'not-an-address');
    await user.click(form.getByRole('button', { name: 'สร้างบัญชี' }));
    // A Thai page shows the server's field message in Thai (contracts' fieldMessageIn).
    expect(await form.findByText('กรุณากรอกอีเมลให้ถูกต้อง')).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(form.getByLabelText('อีเมล'));
    await user.type(form.getByLabelText('อีเมล'), 'pim@soundputter.example');
    await user.click(form.getByRole('button', { name: 'สร้างบัญชี' }));
    const password = (await screen.findByTestId('one-time-password')).textContent ?? '';
    expect(created).toEqual([{ email: 'pim@soundputter.example', password, role: 'staff' }]);
    expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    expect(password).toMatch(PASSWORD_COMPLEXITY);
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(3));
  });

  it('invites by e-mail, shows the pending invitation with its end, sends it again and withdraws it', async () => {
    fakeState.me = { id: ME, email: 'owner@soundputter.example', role: 'admin' };
    const { invited, resent, withdrawn } = fakeInvitations();
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin?section=staff&lang=en' });
    await screen.findAllByTestId('staff-row');
    const form = within(screen.getByTestId('invite-form'));
    await user.type(form.getByLabelText('E-mail'), 'pim@');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(invited).toEqual([]);

    await user.clear(form.getByLabelText('E-mail'));
    await user.type(form.getByLabelText('E-mail'), ' pim@soundputter.example ');
    await user.type(form.getByLabelText('Name (optional, for the greeting)'), 'Pim');
    await user.selectOptions(form.getByLabelText('Role'), 'admin');
    await user.selectOptions(form.getByLabelText('Language of the mail'), 'th');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByRole('status')).toHaveTextContent('Invitation sent to pim@soundputter.example.');
    expect(invited).toEqual([{ email: 'pim@soundputter.example', role: 'admin', name: 'Pim', language: 'th' }]);

    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(3));
    const row = screen.getAllByTestId('staff-row')[2];
    expect(row).toHaveAttribute('data-invited', 'true');
    expect(row).toHaveTextContent('Invited: the link works until');
    expect(row).toHaveTextContent('2099');
    // Active accounts have no invitation buttons (positive control: the pending row has them).
    expect(within(screen.getAllByTestId('staff-row')[1]).queryByRole('button', { name: /Send again/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Send again pim@soundputter.example' }));
    expect(await screen.findByText(/A new invitation went to pim@soundputter\.example/)).toBeInTheDocument();
    expect(resent).toEqual([PIM]);
    await user.click(within(row).getByRole('button', { name: 'Withdraw pim@soundputter.example' }));
    expect(await screen.findByText('The invitation to pim@soundputter.example was withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(2));
    expect(withdrawn).toEqual([PIM]);
  });

  it('says in Thai that an address with an account cannot be invited, and shows an ended link as ended', async () => {
    fakeState.me = { id: ME, email: 'owner@soundputter.example', role: 'admin' };
    const { invited } = fakeInvitations();
    const ended = {
      ...account(PIM, 'late@soundputter.example', 'staff'),
      invitation: { expiresAt: '2020-01-01T00:00:00.000Z' },
    };
    server.use(
      http.get(apiPaths.admin.users, () =>
        HttpResponse.json([account(ME, 'owner@soundputter.example', 'admin'), ended]),
      ),
    );
    const { user } = renderWithProviders(<AdminPage />, { route: '/admin?section=staff&lang=th' });
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows[1]).toHaveTextContent('รอตอบรับคำเชิญ: ลิงก์หมดอายุเมื่อ');
    const form = within(screen.getByTestId('invite-form'));
    expect(form.getByRole('heading', { name: 'เชิญเพื่อนร่วมงาน' })).toBeInTheDocument();
    // The mail's language follows the page's unless changed.
    expect(form.getByLabelText('ภาษาของอีเมล')).toHaveValue('th');
    await user.type(form.getByLabelText('อีเมล'), 'nok@soundputter.example');
    await user.click(form.getByRole('button', { name: 'ส่งคำเชิญ' }));
    expect(await form.findByText('อีเมลนี้มีบัญชีอยู่แล้ว เปลี่ยนบทบาทของบัญชีนั้นในรายการแทน')).toBeInTheDocument();
    expect(invited).toEqual([{ email: 'nok@soundputter.example', role: 'staff', language: 'th' }]);
    expect(form.queryByRole('status')).toBeNull();
  });

  it('tells staff it is for admins and asks the server nothing', async () => {
    fakeState.me = { id: NOK, email: 'nok@soundputter.example', role: 'staff' };
    let asked = 0;
    server.use(
      http.get(apiPaths.admin.users, () => {
        asked += 1;
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<AdminPage />, { route: '/admin?section=staff&lang=en' });
    expect(await screen.findByTestId('staff-admin-only')).toHaveTextContent('Only an admin manages staff accounts.');
    expect(asked).toBe(0);
  });

  it('makes passwords the server accepts, different each time', () => {
    const a = oneTimePassword();
    const b = oneTimePassword();
    expect(a).not.toBe(b);
    for (const p of [a, b, oneTimePassword(new Uint8Array(16))]) {
      expect(p).toMatch(PASSWORD_COMPLEXITY);
      expect(p).toMatch(/^Sp-[a-zA-Z2-9]{4}-[a-zA-Z2-9]{4}-[a-zA-Z2-9]{4}-[a-zA-Z2-9]{4}-7a$/);
    }
  });
});
