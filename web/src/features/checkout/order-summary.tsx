import { formatThb, type CartView } from '@sound-putter/contracts';
import { VatIncluded } from '../../components/vat-included';
import { LineChoices, LinePicture } from '../cart/line-details';
import { cartLineRows, lineWording, lookInputOf } from '../cart/cart-line';
import { PriceChangeNote } from '../cart/price-change-note';
import { useCatalogNames } from '../configurator/catalog-names';
import { useLanguage } from '../../lib/use-language';
import { useCheckoutTexts } from './checkout-texts';

/** The cart being bought, beside both steps: each line's putter and priced choices, as the cart shows them. Amounts are the server's. */
export function OrderSummary({ cart }: { cart: CartView }) {
  const t = useCheckoutTexts();
  const { language } = useLanguage();
  const catalogName = useCatalogNames(language);
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="summary-heading" className="text-lg font-semibold">
        {t.summary}
      </h2>
      <ul className="mt-4 space-y-4">
        {cart.items.map((item) => {
          const c = item.configuration;
          const model = catalogName(c.model.name);
          return (
            <li
              key={item.id}
              className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-3 text-sm"
              data-testid="summary-item"
            >
              <LinePicture look={lookInputOf(item)} label={t.yourPutter(model)} className="row-span-2 h-20 w-14" />
              <div className="flex justify-between gap-3">
                <p className="font-medium">
                  {model}
                  {item.quantity > 1 ? ` × ${item.quantity}` : ''}
                </p>
                <span className="shrink-0 font-medium" data-testid="line-total">
                  {formatThb(item.lineTotal)}
                </span>
              </div>
              <LineChoices
                rows={cartLineRows(item, lineWording(language, catalogName, !c.finish))}
                className="mt-1 text-xs"
              />
              <PriceChangeNote item={item} language={language} className="col-span-2 mt-2" />
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        <div className="flex justify-between">
          <dt>{t.shipping}</dt>
          <dd>{t.free}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>{t.total}</dt>
          <dd data-testid="checkout-total">{formatThb(cart.subtotal)}</dd>
        </div>
      </dl>
      <VatIncluded total={cart.subtotal} language={language} className="mt-2" />
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t.crafted}</p>
    </section>
  );
}
