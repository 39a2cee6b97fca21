import { MAX_LINE_QUANTITY, type CartItemView } from '@sound-putter/contracts';
import { useUpdateCartItemMutation, type ApiError } from '../../api';
import { MinusIcon, PlusIcon, TrashIcon } from '../../components/ui/icons';
import { formatBaht } from '../../lib/format';
import { swatchFor } from '../../lib/swatches';
import { notifyError, useAppDispatch } from '../../store';

export function CartItemRow({ item, onRemove }: { item: CartItemView; onRemove: (itemId: string) => void }) {
  const dispatch = useAppDispatch();
  const [updateItem, { isLoading }] = useUpdateCartItemMutation();
  const { configuration: c } = item;
  const model = c.model.name;

  const changeQuantity = async (quantity: number) => {
    // Removal goes through the confirmed remove action only; a quantity of 0 or less is ignored here.
    if (!Number.isInteger(quantity) || quantity <= 0 || quantity === item.quantity) return;
    try {
      await updateItem({ itemId: item.id, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }).unwrap();
    } catch (error) {
      dispatch(notifyError(error as ApiError));
    }
  };

  const hasLogo = c.logo.name && c.logo.name !== 'No Logo';
  const buttonClass =
    'flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 disabled:opacity-40 dark:border-slate-600';
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800" data-testid="cart-item">
      <div
        aria-hidden="true"
        className="flex h-16 w-16 shrink-0 items-end justify-center rounded-md bg-slate-100 dark:bg-slate-800"
      >
        <span className="mb-2 h-10 w-2 rounded-full" style={{ background: swatchFor(c.grip.name) }} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{model}</h3>
          <button
            type="button"
            aria-label={`Remove ${model} from cart`}
            onClick={() => onRemove(item.id)}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700 dark:hover:bg-slate-800"
          >
            <TrashIcon />
          </button>
        </div>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600 dark:text-slate-400">
          <dt>Hand:</dt>
          <dd className="capitalize">{c.handedness}</dd>
          <dt>Grip:</dt>
          <dd>{c.grip.name}</dd>
          <dt>Shaft:</dt>
          <dd>
            {c.shaft.name}
            {c.shaftColor?.name ? `, ${c.shaftColor.name}` : ''}
          </dd>
          <dt>Length:</dt>
          <dd>{c.length.name}</dd>
          <dt>Logo:</dt>
          <dd>{hasLogo ? `${c.logo.name}${c.logoText ? ` "${c.logoText}"` : ''}` : 'No Logo'}</dd>
        </dl>
        <div className="mt-3 flex items-center justify-between gap-2">
          <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${model}`}>
            <button
              type="button"
              className={buttonClass}
              aria-label="Decrease quantity"
              disabled={isLoading || item.quantity <= 1}
              onClick={() => changeQuantity(item.quantity - 1)}
            >
              <MinusIcon />
            </button>
            <span className="w-8 text-center text-sm font-medium" aria-live="polite" data-testid="cart-item-quantity">
              {item.quantity}
            </span>
            <button
              type="button"
              className={buttonClass}
              aria-label="Increase quantity"
              disabled={isLoading || item.quantity >= MAX_LINE_QUANTITY}
              onClick={() => changeQuantity(item.quantity + 1)}
            >
              <PlusIcon />
            </button>
          </div>
          <div className="text-right">
            <p className="text-sm font-semibold">{formatBaht(c.totalPrice)}</p>
            {item.quantity > 1 ? (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {formatBaht(c.totalPrice)} × {item.quantity} = {formatBaht(c.totalPrice * item.quantity)}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
