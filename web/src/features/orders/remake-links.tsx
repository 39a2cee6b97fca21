import { remakeReasonLabels, type OrderView, type RemakeLinkView } from '@sound-putter/contracts';
import { Link } from 'react-router';
import { useSay } from './order-texts';

function RemakeLink({ link, testId }: { link: RemakeLinkView; testId: string }) {
  const say = useSay();
  const reason = remakeReasonLabels[link.reason];
  return (
    <span data-testid={testId}>
      <Link
        to={`/orders/${link.orderId}`}
        className="font-mono font-medium text-brand-700 underline underline-offset-4 dark:text-brand-500"
      >
        #{link.shortId}
      </Link>{' '}
      <span className="text-slate-600 dark:text-slate-400">({say(reason.th, reason.en)})</span>
    </span>
  );
}

/**
 * The other orders of a remake pair as rows of a definition list: the order a remake makes again, and the remakes
 * made of this one. Nothing for an ordinary order.
 */
export function RemakeLinks({
  order,
  Row,
}: {
  order: OrderView;
  Row: (props: { label: string; children: React.ReactNode }) => React.ReactNode;
}) {
  const say = useSay();
  return (
    <>
      {order.remakeOf ? (
        <Row label={say('ผลิตใหม่แทนคำสั่งซื้อ', 'Remake of order')}>
          <RemakeLink link={order.remakeOf} testId="remake-of" />
          <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
            {say('ผลิตใหม่โดยไม่มีค่าใช้จ่าย', 'Made again at no charge')}
          </span>
        </Row>
      ) : null}
      {order.remakes.length > 0 ? (
        <Row label={say('ผลิตใหม่เป็นคำสั่งซื้อ', 'Made again as')}>
          <span className="flex flex-col gap-1">
            {order.remakes.map((link) => (
              <RemakeLink key={link.orderId} link={link} testId="remade-as" />
            ))}
          </span>
        </Row>
      ) : null}
    </>
  );
}
