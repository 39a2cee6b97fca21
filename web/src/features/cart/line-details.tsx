import { PutterPreview } from '../../components/putter-preview';
import { LogoArt } from '../../components/putter/logo-art';
import { defineTexts, putterLook, type PutterLookInput } from '@sound-putter/contracts';
import type { CartLineRow } from './cart-line';

/** A line's own putter, drawn from its options (the cart, the checkout's summary, the order page). */
/** The words of a cart or order line that are not its choices: its picture's name, a line that could not load. */
export const lineTexts = defineTexts({
  en: {
    picture: (model: string) => `Your ${model}`,
    detailsFailed: "the putter's details could not be loaded.",
  },
  th: {
    picture: (model: string) => `${model} ของคุณ`,
    detailsFailed: 'ไม่สามารถโหลดรายละเอียดการปรับแต่งได้',
  },
});

export function LinePicture({
  look,
  label,
  className = '',
}: {
  look: PutterLookInput;
  label: string;
  className?: string;
}) {
  return (
    <div
      className={`rounded-md bg-gradient-to-b from-slate-50 to-slate-200 dark:from-slate-500 dark:to-slate-800 ${className}`}
    >
      <PutterPreview look={putterLook(look)} modelName={look.modelName} label={label} className="h-full w-full" />
    </div>
  );
}

/** Every choice of a line with the price it adds; the logo line shows each engraving with its artwork. The caller sets
 * the text size. */
export function LineChoices({ rows, className = '' }: { rows: CartLineRow[]; className?: string }) {
  return (
    <dl
      className={`grid grid-cols-[auto_1fr_auto] gap-x-2 gap-y-0.5 text-slate-600 dark:text-slate-400 ${className}`}
      data-testid="cart-item-choices"
    >
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt>{row.label}:</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-x-1 text-slate-800 dark:text-slate-200">
            {row.logos?.length
              ? row.logos.map((logo) => (
                  <span
                    key={logo.position}
                    className="inline-flex items-center gap-1"
                    data-logo-position={logo.position}
                  >
                    {logo.type === 'logo' && logo.content ? (
                      <LogoArt logoKey={logo.content} title="" className="h-4 w-4 shrink-0" />
                    ) : null}
                    {logo.label}
                  </span>
                ))
              : row.value}
          </dd>
          <dd className="text-right tabular-nums">{row.price ?? ''}</dd>
        </div>
      ))}
    </dl>
  );
}
