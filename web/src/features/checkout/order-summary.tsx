import { formatThb, type CartView } from '@sound-putter/contracts';

/** The cart being bought, beside both steps. Amounts are the server's. */
export function OrderSummary({ cart }: { cart: CartView }) {
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="summary-heading" className="text-lg font-semibold">
        Order Summary
      </h2>
      <ul className="mt-4 space-y-4">
        {cart.items.map((item) => {
          const c = item.configuration;
          return (
            <li key={item.id} className="flex justify-between gap-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {c.model.name}
                  {item.quantity > 1 ? ` × ${item.quantity}` : ''}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {[c.grip.name, c.shaft.name, c.length.name, c.logo.name].filter(Boolean).join(' · ')}
                  {c.logoText ? ` · "${c.logoText}"` : ''}
                </p>
              </div>
              <span className="shrink-0 font-medium">{formatThb(item.lineTotal)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd>Free</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatThb(cart.subtotal)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">Includes crafted in 24 hour</p>
    </section>
  );
}
