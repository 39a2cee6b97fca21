import type { MailLogEntry } from '@sound-putter/contracts';
import type { ApiError } from '../../api';
import { useGetOrderMailsQuery, useResendMailMutation } from '../../api/workshop.api';
import { Button } from '../../components/ui/button';
import { notify, notifyError, useAppDispatch } from '../../store';
import { LoadFailed } from './load-failed';

/** What each order mail is, as staff call it; another kind shows as the server names it. */
export const mailKindLabels: Record<string, string> = {
  'order-receipt': 'Receipt',
  'order-crafting-started': 'Crafting started',
  'order-at-risk': 'Apology: may be late',
  'order-deadline-missed': 'Apology: deadline missed',
  'order-shipped': 'Shipped',
  'order-delivered': 'Delivered, with care guide',
};

const statusLabels: Record<MailLogEntry['status'], string> = {
  pending: 'waiting to be sent',
  sent: 'sent',
  failed: 'failed, will retry',
  dead: 'gave up',
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function MailRow({ mail }: { mail: MailLogEntry }) {
  const dispatch = useAppDispatch();
  const [resend, { isLoading }] = useResendMailMutation();
  const label = mailKindLabels[mail.kind] ?? mail.kind;
  const onResend = async () => {
    try {
      await resend({ mailId: mail.id, orderId: mail.orderId ?? '' }).unwrap();
      dispatch(notify('Mail sent again', `${label} to ${mail.to}`));
    } catch (error) {
      dispatch(notifyError(error as ApiError));
    }
  };
  const at = mail.sentAt ?? mail.createdAt;
  return (
    <li className="flex items-start justify-between gap-3 border-l-2 border-slate-300 pl-3" data-testid="order-mail">
      <div className="min-w-0">
        <p className="font-semibold">
          {label}
          {mail.resendOf ? ' (resent)' : ''}
        </p>
        <p className="text-sm break-words text-slate-700 dark:text-slate-300">
          {mail.to} · {mail.language.toUpperCase()} · {statusLabels[mail.status]} ·{' '}
          <time dateTime={at}>{timeFormat.format(new Date(at))}</time>
        </p>
        {mail.lastError && mail.status !== 'sent' ? (
          <p className="text-sm text-red-700 dark:text-red-400">{mail.lastError}</p>
        ) : null}
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={isLoading}
        onClick={() => void onResend()}
        aria-label={`Resend ${label}`}
      >
        {isLoading ? 'Sending…' : 'Resend'}
      </Button>
    </li>
  );
}

/** The mails the order sent its customer, each with its state, and a way to send any of them again. */
export function OrderMails({ orderId }: { orderId: string }) {
  const { data, error, isLoading, refetch } = useGetOrderMailsQuery(orderId);
  if (isLoading) return <p>Loading the mails…</p>;
  if (error || !data)
    return <LoadFailed error={error} fallback="The mails could not be loaded." onRetry={() => void refetch()} />;
  if (data.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">No mail for this order yet.</p>;
  return (
    <ul className="space-y-3" data-testid="order-mails">
      {data.map((mail) => (
        <MailRow key={mail.id} mail={mail} />
      ))}
    </ul>
  );
}
