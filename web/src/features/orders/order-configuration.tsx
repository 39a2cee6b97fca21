import { formatThb, type OrderLineView } from '@sound-putter/contracts';
import { useGetPutterConfigurationQuery } from '../../api';
import { Skeleton } from '../../components/ui/skeleton';
import { useLanguage, useTexts } from '../../lib/use-language';
import { lineRows, lineWording, lookInputOfConfiguration } from '../cart/cart-line';
import { useCatalogNames } from '../configurator/catalog-names';
import { LineChoices, LinePicture, lineTexts } from '../cart/line-details';

/** One ordered putter: its picture, and every choice with the price it adds, as the cart showed it. */
export function OrderConfiguration({ line }: { line: OrderLineView }) {
  const { data: c, isLoading, error } = useGetPutterConfigurationQuery(line.configurationId);
  const { language } = useLanguage();
  const catalogName = useCatalogNames(language);
  const t = useTexts(lineTexts);
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (error || !c)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {catalogName(line.modelName)} × {line.quantity}: {t.detailsFailed}
      </p>
    );
  return (
    <div
      data-testid="order-configuration"
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <LinePicture
        look={lookInputOfConfiguration(c)}
        label={t.picture(catalogName(c.names.model))}
        className="row-span-2 h-28 w-20"
      />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {catalogName(c.names.model)}
          {line.quantity > 1 ? ` × ${line.quantity}` : ''}
        </h3>
        <span className="text-sm font-medium" data-testid="line-total">
          {formatThb(line.lineTotal)}
        </span>
      </div>
      <LineChoices
        rows={lineRows(
          { choices: c.choices, logos: c.logoConfigurations },
          lineWording(language, catalogName, !c.names.millOption),
        )}
        className="col-span-2 mt-3 text-sm sm:col-span-1 sm:col-start-2 sm:mt-1"
      />
    </div>
  );
}
