import { EMAIL_PATTERN, type Role, validationMessages as m } from '@sound-putter/contracts';
import { type FormEvent, useState } from 'react';
import { errorText, isApiError } from '../../api';
import {
  type StaffRole,
  useCreateStaffAccountMutation,
  useGetStaffAccountsQuery,
  useUpdateStaffAccountMutation,
} from '../../api/admin-staff.api';
import { Button } from '../../components/ui/button';
import { inputClasses, SelectField, TextField } from '../checkout/form-field';
import type { AdminLabels } from './admin-labels';
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

function AddAccount({ labels }: { labels: AdminLabels }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [problem, setProblem] = useState<string | undefined>();
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const [create, state] = useCreateStaffAccountMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    if (!EMAIL_PATTERN.test(email.trim())) return setProblem(m.email);
    setProblem(undefined);
    const password = oneTimePassword();
    try {
      const account = await create({ email: email.trim(), password, role }).unwrap();
      setCreated({ email: account.email, password });
      setEmail('');
    } catch (error) {
      setProblem(isApiError(error) ? (error.details?.email?.[0] ?? errorText(error)) : String(error));
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="add-account-heading"
      className="mt-8 max-w-2xl space-y-4"
    >
      <h3 id="add-account-heading" className="text-lg font-semibold">
        {labels.addAccount}
      </h3>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <TextField
          id="new-account-email"
          label={labels.email}
          type="email"
          autoComplete="off"
          value={email}
          error={problem}
          onValue={setEmail}
        />
        <SelectField id="new-account-role" label={labels.role} value={role} onValue={(v) => setRole(v as StaffRole)}>
          <option value="staff">{labels.roles.staff}</option>
          <option value="admin">{labels.roles.admin}</option>
        </SelectField>
      </div>
      <Button type="submit" disabled={state.isLoading}>
        {labels.addAccountButton}
      </Button>
      {created ? (
        <div role="status" className="rounded-lg border border-emerald-600/40 bg-emerald-50 p-4 dark:bg-emerald-950/40">
          <p>{labels.oneTimePassword(created.email)}</p>
          <p className="mt-2 font-mono text-lg select-all" data-testid="one-time-password">
            {created.password}
          </p>
        </div>
      ) : null}
    </form>
  );
}

/**
 * The back office's staff accounts (issue 32 item 4): each staff and admin account with its role and whether it is
 * active; an admin changes a role or disables an account (the server signs it out everywhere at once) and opens new
 * ones with a one-time password. Staff see that this is for admins.
 */
export function StaffSection({ labels, isAdmin, myId }: { labels: AdminLabels; isAdmin: boolean; myId: string }) {
  const accounts = useGetStaffAccountsQuery(undefined, { skip: !isAdmin });
  const [update, updating] = useUpdateStaffAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (!isAdmin) return <p data-testid="staff-admin-only">{labels.staffAdminOnly}</p>;
  const change = async (id: string, changes: { role?: Role; disabled?: boolean }) => {
    setFailure(null);
    try {
      await update({ id, ...changes }).unwrap();
    } catch (error) {
      setFailure(isApiError(error) ? errorText(error) : String(error));
    }
  };
  return (
    <section aria-labelledby="staff-heading" data-testid="staff-accounts">
      <SectionHeading id="staff-heading" title={labels.staff} intro={labels.staffIntro} />
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {failure}
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
                          disabled={updating.isLoading}
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
                    <td className="py-2 pr-4">{a.disabled ? labels.disabled : labels.enabled}</td>
                    <td className="py-2">
                      {mine ? null : (
                        <Button
                          variant={a.disabled ? 'outline' : 'destructive'}
                          size="sm"
                          disabled={updating.isLoading}
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
      <AddAccount labels={labels} />
    </section>
  );
}
