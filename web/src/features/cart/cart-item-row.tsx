import { defineTexts, MAX_LINE_QUANTITY, type CartItemView } from '@sound-putter/contracts';
import { useUpdateCartItemMutation, type ApiError } from '../../api';
import { MinusIcon, PlusIcon, TrashIcon } from '../../components/ui/icons';
import { formatBaht } from '../../lib/format';
import { notifyError, useAppDispatch } from '../../store';
import { useLanguage, useTexts } from '../../lib/use-language';
import { useCatalogNames } from '../configurator/catalog-names';
import { cartLineRows, lineWording, lookInputOf } from './cart-line';
import { LineChoices, LinePicture, lineTexts } from './line-details';
import { PriceChangeNote } from './price-change-note';

const rowTexts = defineTexts({
  en: {
    remove: (model: string) => `Remove ${model} from cart`,
    quantity: (model: string) => `Quantity of ${model}`,
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
  },
  th: {
    remove: (model: string) => `นำ ${model} ออกจากตะกร้า`,
    quantity: (model: string) => `จำนวน ${model}`,
    decrease: 'ลดจำนวน',
    increase: 'เพิ่มจำนวน',
  },
});

export function CartItemRow({ item, onRemove }: { item: CartItemView; onRemove: (itemId: string) => void }) {
  const dispatch = useAppDispatch();
  const [updateItem, { isLoading }] = useUpdateCartItemMutation();
  const { configuration: c } = item;
  const { language } = useLanguage();
  const catalogName = useCatalogNames(language);
  const t = useTexts(rowTexts);
  const line = useTexts(lineTexts);
  const model = catalogName(c.model.name);

  const changeQuantity = async (quantity: number) => {
    // Removal goes through the confirmed remove action only; a quantity of 0 or less is ignored here.
    if (!Number.isInteger(quantity) || quantity <= 0 || quantity === item.quantity) return;
    try {
      await updateItem({ itemId: item.id, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }).unwrap();
    } catch (error) {
      dispatch(notifyError(error as ApiError));
    }
  };

  const rows = cartLineRows(item, lineWording(language, catalogName, !c.finish));
  const buttonClass =
    'flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 disabled:opacity-40 dark:border-slate-600';
  return (
    // On a phone the choices take the card's whole width below the picture; from sm up they sit beside it.
    <li
      className="grid grid-cols-[5rem_minmax(0,1fr)] content-start gap-x-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="cart-item"
    >
      <LinePicture
        look={lookInputOf(item)}
        label={line.picture(model)}
        className="row-span-2 h-28 w-20 sm:row-span-3"
      />
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{model}</h3>
        <button
          type="button"
          aria-label={t.remove(model)}
          onClick={() => onRemove(item.id)}
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700 dark:hover:bg-slate-800"
        >
          <TrashIcon />
        </button>
      </div>
      <div className="mt-3 flex items-center justify-between gap-2 self-end sm:col-start-2 sm:row-start-3">
        <div className="flex items-center gap-2" role="group" aria-label={t.quantity(model)}>
          <button
            type="button"
            className={buttonClass}
            aria-label={t.decrease}
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
            aria-label={t.increase}
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
      <LineChoices
        rows={rows}
        className="col-span-2 mt-3 text-xs sm:col-span-1 sm:col-start-2 sm:row-start-2 sm:mt-1"
      />
      <PriceChangeNote item={item} language={language} className="col-span-2 mt-3" />
    </li>
  );
}
