import {
  EMAIL_PATTERN,
  type Role,
  type ShopLanguage,
  type StaffAccountView,
  validationMessages as m,
} from '@sound-putter/contracts';
import { type FormEvent, useState } from 'react';
import { errorText, isApiError } from '../../api';
import {
  type StaffRole,
  useCreateStaffAccountMutation,
  useGetStaffAccountsQuery,
  useInviteStaffMutation,
  useResendInvitationMutation,
  useUpdateStaffAccountMutation,
  useWithdrawInvitationMutation,
} from '../../api/admin-staff.api';
import { Button } from '../../components/ui/button';
import { inputClasses, SelectField, TextField } from '../checkout/form-field';
import type { AdminLabels } from './admin-labels';
import { formatWhen } from './bangkok-time';
import { SectionHeading } from './section-heading';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A password to hand over once (16 random characters of a set without look-alikes, in groups): upper and lower case
 * and a digit, as the server's rule asks.
 */
export const oneTimePassword = (bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string => {
  const chars = [...bytes.slice(0, 16)].map((byte) => ALPHABET[byte % ALPHABET.length]);
  const group = (from: number) => chars.slice(from, from + 4).join('');
  // The fixed tail makes sure of a digit, a lower and an upper case letter whatever was drawn.
  return `Sp-${group(0)}-${group(4)}-${group(8)}-${group(12)}-7a`;
};

/** The message an API error shows on the e-mail field: the field's own, or the error's (409 email_taken). */
const emailProblemOf = (error: unknown): string =>
  isApiError(error) ? (error.details?.email?.[0] ?? errorText(error)) : String(error);

/** The e-mail and role both forms ask for; the address is checked before `send`, and its errors shown on the field. */
function useAccountForm(
  send: (email: string, role: StaffRole) => Promise<void>,
  onStart: () => void,
  problemOf: (error: unknown) => string = emailProblemOf,
) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onStart();
    if (!EMAIL_PATTERN.test(email.trim())) return setProblem(m.email);
    setProblem(undefined);
    try {
      await send(email.trim(), role);
      setEmail('');
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  return { email, setEmail, role, setRole, problem, submit };
}

function EmailAndRoleFields({
  idPrefix,
  labels,
  form,
}: {
  idPrefix: string;
  labels: AdminLabels;
  form: ReturnType<typeof useAccountForm>;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        label={labels.email}
        type="email"
        autoComplete="off"
        value={form.email}
        error={form.problem}
        onValue={form.setEmail}
      />
      <SelectField
        id={`${idPrefix}-role`}
        label={labels.role}
        value={form.role}
        onValue={(v) => form.setRole(v as StaffRole)}
      >
        <option value="staff">{labels.roles.staff}</option>
        <option value="admin">{labels.roles.admin}</option>
      </SelectField>
    </>
  );
}

/** Invites a colleague by e-mail: the server mails a 72-hour link that sets the password (issue 32 item 4). */
function InviteForm({ labels, language }: { labels: AdminLabels; language: ShopLanguage }) {
  const [name, setName] = useState('');
  const [mailLanguage, setMailLanguage] = useState<ShopLanguage>(language);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [invite, state] = useInviteStaffMutation();
  const form = useAccountForm(
    async (email, role) => {
      const trimmedName = name.trim();
      const account = await invite({
        email,
        role,
        language: mailLanguage,
        ...(trimmedName ? { name: trimmedName } : {}),
      }).unwrap();
      setSentTo(account.email);
      setName('');
    },
    () => setSentTo(null),
    (error) => (isApiError(error) && error.code === 'email_taken' ? labels.emailTaken : emailProblemOf(error)),
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void form.submit(e)}
      aria-labelledby="invite-heading"
      className="mt-8 max-w-3xl space-y-4"
      data-testid="invite-form"
    >
      <h3 id="invite-heading" className="text-lg font-semibold">
        {labels.invite}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{labels.inviteIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailAndRoleFields idPrefix="invite" labels={labels} form={form} />
        <TextField id="invite-name" label={labels.inviteName} autoComplete="off" value={name} onValue={setName} />
        <SelectField
          id="invite-language"
          label={labels.inviteLanguage}
          value={mailLanguage}
          onValue={(v) => setMailLanguage(v as ShopLanguage)}
        >
          <option value="en">{labels.mailLanguages.en}</option>
          <option value="th">{labels.mailLanguages.th}</option>
        </SelectField>
      </div>
      <Button type="submit" disabled={state.isLoading}>
        {labels.inviteButton}
      </Button>
      {sentTo ? (
        <p role="status" className="rounded-lg border border-emerald-600/40 bg-emerald-50 p-4 dark:bg-emerald-950/40">
          {labels.invited(sentTo)}
        </p>
      ) : null}
    </form>
  );
}

/** Active, disabled, or invited with the link's end (or when it ended). */
const statusOf = (a: StaffAccountView, labels: AdminLabels, language: ShopLanguage, now: number): string => {
  if (a.disabled) return labels.disabled;
  if (!a.invitation) return labels.enabled;
  const when = formatWhen(a.invitation.expiresAt, language);
  return Date.parse(a.invitation.expiresAt) > now ? labels.invitedUntil(when) : labels.invitationExpired(when);
};

/**
 * The one-time-password path, kept for a shop that runs without mail delivery (MAIL=off): the admin hands the
 * password over; it is shown once.
 */
function AddAccount({ labels }: { labels: AdminLabels }) {
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const [create, state] = useCreateStaffAccountMutation();
  const form = useAccountForm(
    async (email, role) => {
      const password = oneTimePassword();
      const account = await create({ email, password, role }).unwrap();
      setCreated({ email: account.email, password });
    },
    () => setCreated(null),
  );
  return (
    <details className="mt-8 max-w-2xl">
      <summary className="cursor-pointer text-lg font-semibold">{labels.addAccount}</summary>
      <form noValidate onSubmit={(e) => void form.submit(e)} aria-label={labels.addAccount} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <EmailAndRoleFields idPrefix="new-account" labels={labels} form={form} />
        </div>
        <Button type="submit" disabled={state.isLoading}>
          {labels.addAccountButton}
        </Button>
        {created ? (
          <div
            role="status"
            className="rounded-lg border border-emerald-600/40 bg-emerald-50 p-4 dark:bg-emerald-950/40"
          >
            <p>{labels.oneTimePassword(created.email)}</p>
            <p className="mt-2 font-mono text-lg select-all" data-testid="one-time-password">
              {created.password}
            </p>
          </div>
        ) : null}
      </form>
    </details>
  );
}

/**
 * The back office's staff accounts (issue 32 item 4): each staff and admin account with its role and whether it is
 * active or invited; an admin invites colleagues by e-mail (sends an invitation again or withdraws it), changes a
 * role or disables an account (the server signs it out everywhere at once), and without mail delivery opens one with
 * a one-time password. Staff see that this is for admins.
 */
export function StaffSection({
  labels,
  language,
  isAdmin,
  myId,
}: {
  labels: AdminLabels;
  language: ShopLanguage;
  isAdmin: boolean;
  myId: string;
}) {
  const accounts = useGetStaffAccountsQuery(undefined, { skip: !isAdmin });
  const [update, updating] = useUpdateStaffAccountMutation();
  const [resend, resending] = useResendInvitationMutation();
  const [withdraw, withdrawing] = useWithdrawInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (!isAdmin) return <p data-testid="staff-admin-only">{labels.staffAdminOnly}</p>;
  const busy = updating.isLoading || resending.isLoading || withdrawing.isLoading;
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await action();
      if (done) setNotice(done);
    } catch (error) {
      setFailure(isApiError(error) ? errorText(error) : String(error));
    }
  };
  const change = (id: string, changes: { role?: Role; disabled?: boolean }) =>
    run(() => update({ id, ...changes }).unwrap());
  const now = Date.now();
  return (
    <section aria-labelledby="staff-heading" data-testid="staff-accounts">
      <SectionHeading id="staff-heading" title={labels.staff} intro={labels.staffIntro} />
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {failure}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mt-3 text-sm">
          {notice}
        </p>
      ) : null}
      {accounts.error ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          {labels.staffLoadFailed} {errorText(accounts.error as never)}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-slate-300 dark:border-slate-700">
              <tr>
                {[labels.email, labels.role, labels.status, labels.actions].map((name) => (
                  <th key={name} scope="col" className="py-2 pr-4 font-semibold">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(accounts.data ?? []).map((a) => {
                const mine = a.id === myId;
                return (
                  <tr
                    key={a.id}
                    className="border-b border-slate-200 dark:border-slate-800"
                    data-testid="staff-row"
                    data-disabled={a.disabled}
                    data-invited={a.invitation !== null}
                  >
                    <td className="py-2 pr-4 break-all">
                      {a.email}
                      {mine ? (
                        <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">({labels.you})</span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-4">
                      {mine ? (
                        labels.roles[a.role]
                      ) : (
                        <select
                          aria-label={labels.changeRoleOf(a.email)}
                          className={`${inputClasses} h-10 w-40`}
                          value={a.role}
                          disabled={busy}
                          onChange={(e) => void change(a.id, { role: e.target.value as Role })}
                        >
                          {(['staff', 'admin', 'customer'] as const).map((role) => (
                            <option key={role} value={role}>
                              {labels.roles[role]}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                    <td className="py-2 pr-4">{statusOf(a, labels, language, now)}</td>
                    <td className="flex flex-wrap gap-2 py-2">
                      {a.invitation && !a.disabled ? (
                        <>
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={busy}
                            onClick={() => void run(() => resend(a.id).unwrap(), labels.resent(a.email))}
                          >
                            {labels.resend}
                            <span className="sr-only"> {a.email}</span>
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={busy}
                            onClick={() => void run(() => withdraw(a.id).unwrap(), labels.withdrawn(a.email))}
                          >
                            {labels.withdraw}
                            <span className="sr-only"> {a.email}</span>
                          </Button>
                        </>
                      ) : null}
                      {mine ? null : (
                        <Button
                          variant={a.disabled ? 'outline' : 'destructive'}
                          size="sm"
                          disabled={busy}
                          onClick={() => void change(a.id, { disabled: !a.disabled })}
                        >
                          {a.disabled ? labels.enable : labels.disable}
                          <span className="sr-only"> {a.email}</span>
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <InviteForm labels={labels} language={language} />
      <AddAccount labels={labels} />
    </section>
  );
}
