import { MAX_LINE_QUANTITY, type CartItemView } from '@sound-putter/contracts';
import { useUpdateCartItemMutation, type ApiError } from '../../api';
import { PutterPreview } from '../../components/putter-preview';
import { LogoArt } from '../../components/putter/logo-art';
import { putterLook } from '../../components/putter/putter-look';
import { MinusIcon, PlusIcon, TrashIcon } from '../../components/ui/icons';
import { formatBaht } from '../../lib/format';
import { notifyError, useAppDispatch } from '../../store';
import { cartLineRows, lookInputOf } from './cart-line';

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

  const rows = cartLineRows(item);
  const buttonClass =
    'flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 disabled:opacity-40 dark:border-slate-600';
  return (
    // On a phone the choices take the card's whole width below the picture; from sm up they sit beside it.
    <li
      className="grid grid-cols-[5rem_minmax(0,1fr)] content-start gap-x-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="cart-item"
    >
      <div className="row-span-2 h-28 w-20 rounded-md bg-gradient-to-b from-slate-50 to-slate-200 sm:row-span-3 dark:from-slate-500 dark:to-slate-800">
        <PutterPreview
          look={putterLook(lookInputOf(item))}
          modelName={model}
          label={`Your ${model}`}
          className="h-full w-full"
        />
      </div>
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
      <div className="mt-3 flex items-center justify-between gap-2 self-end sm:col-start-2 sm:row-start-3">
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
      <dl
        className="col-span-2 mt-3 grid sm:col-span-1 sm:col-start-2 sm:row-start-2 sm:mt-1 grid-cols-[auto_1fr_auto] gap-x-2 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400"
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
    </li>
  );
}
