import { useState } from 'react';
import {
  type AdminCatalogModel,
  type AdminCatalogOption,
  type CustomizationCategory,
  customizationCategories,
} from '@sound-putter/contracts';
import {
  type CatalogKind,
  useGetAdminCatalogQuery,
  useSetCatalogAvailabilityMutation,
} from '../../api/admin-catalog.api';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatBaht } from '../../lib/format';
import { notifyError, useAppDispatch } from '../../store';
import { AddOptionDialog } from './add-option-dialog';
import type { AdminLabels } from './admin-labels';
import { formatWhen } from './bangkok-time';
import { type CatalogItem, CatalogItemDialog } from './catalog-item-dialog';
import { fieldClasses, labelClasses } from './form-parts';

type Item = AdminCatalogModel | AdminCatalogOption;

const cell = 'px-3 py-2 align-top';
const headCell = 'px-3 py-2 text-left text-sm font-semibold text-slate-700 dark:text-slate-200';

function AvailabilityBadge({ available, labels }: { available: boolean; labels: AdminLabels }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        available
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100'
      }`}
    >
      {available ? labels.available : labels.unavailable}
    </span>
  );
}

function ItemRows({
  kind,
  items,
  labels,
  language,
  isAdmin,
  onEdit,
}: {
  kind: CatalogKind;
  items: Item[];
  labels: AdminLabels;
  language: 'en' | 'th';
  isAdmin: boolean;
  onEdit: (item: Item) => void;
}) {
  const [setAvailability, { isLoading }] = useSetCatalogAvailabilityMutation();
  const dispatch = useAppDispatch();
  const toggle = async (item: Item) => {
    const result = await setAvailability({ kind, id: item.id, available: !item.available });
    if ('error' in result) dispatch(notifyError(result.error as never));
  };
  return (
    <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
      {items.map((item) => (
        <tr key={item.id} data-testid={`catalog-row-${item.id}`}>
          <th scope="row" className={`${cell} text-left font-medium`}>
            <span className={item.available ? '' : 'text-slate-500 line-through dark:text-slate-400'}>{item.name}</span>
            {item.description ? (
              <span className="mt-0.5 block max-w-md text-sm font-normal text-slate-600 dark:text-slate-400">
                {item.description}
              </span>
            ) : null}
          </th>
          <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatBaht(item.price, { decimals: true })}</td>
          <td className={`${cell} text-sm`}>
            {item.nextPrice && item.nextPrice.effectiveAt ? (
              <>
                {formatBaht(item.nextPrice.price, { decimals: true })}
                <span className="block text-slate-600 dark:text-slate-400">
                  {labels.from} {formatWhen(item.nextPrice.effectiveAt, language)}
                </span>
              </>
            ) : (
              labels.none
            )}
          </td>
          <td className={cell}>
            <AvailabilityBadge available={item.available} labels={labels} />
          </td>
          <td className={`${cell} whitespace-nowrap text-right`}>
            <div className="flex justify-end gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={isLoading}
                onClick={() => void toggle(item)}
                aria-label={`${item.available ? labels.markUnavailable : labels.markAvailable}: ${item.name}`}
              >
                {item.available ? labels.markUnavailable : labels.markAvailable}
              </Button>
              {isAdmin ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onEdit(item)}
                  aria-label={`${labels.edit}: ${item.name}`}
                >
                  {labels.edit}
                </Button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </tbody>
  );
}

function TableHead({ labels }: { labels: AdminLabels }) {
  return (
    <thead className="bg-slate-50 dark:bg-slate-900">
      <tr>
        <th scope="col" className={headCell}>
          {labels.name}
        </th>
        <th scope="col" className={headCell}>
          {labels.price}
        </th>
        <th scope="col" className={headCell}>
          {labels.nextPrice}
        </th>
        <th scope="col" className={headCell}>
          {labels.availability}
        </th>
        <th scope="col" className={`${headCell} text-right`}>
          {labels.actions}
        </th>
      </tr>
    </thead>
  );
}

/** Models and options with prices, scheduled changes and availability; staff toggle availability, admins edit. */
export function CatalogAdmin({
  labels,
  language,
  isAdmin,
}: {
  labels: AdminLabels;
  language: 'en' | 'th';
  isAdmin: boolean;
}) {
  const { data, isLoading, isError, refetch } = useGetAdminCatalogQuery();
  const [category, setCategory] = useState<CustomizationCategory>('grip');
  const [editing, setEditing] = useState<CatalogItem | null>(null);
  const [adding, setAdding] = useState(false);

  if (isLoading) return <Skeleton className="h-96 w-full" />;
  if (isError || !data)
    return (
      <div role="alert" className="space-y-3">
        <p>{labels.loadFailed}</p>
        <Button onClick={() => void refetch()}>{labels.retry}</Button>
      </div>
    );
  // The dialog shows the item as the latest answer has it (a price just published appears in its history).
  const current: CatalogItem | null = editing
    ? editing.kind === 'models'
      ? { kind: 'models', item: data.models.find((m) => m.id === editing.item.id) ?? editing.item }
      : { kind: 'options', item: data.options.find((o) => o.id === editing.item.id) ?? editing.item }
    : null;
  const options = data.options.filter((o) => o.category === category);
  const table = 'w-full border-collapse overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800';

  return (
    <div className="space-y-10">
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">{labels.catalogIntro}</p>
      {isAdmin ? null : (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {labels.staffNote}
        </p>
      )}
      <section aria-labelledby="admin-models-heading" className="space-y-3">
        <h2 id="admin-models-heading" className="text-xl font-bold">
          {labels.models}
        </h2>
        <table className={table}>
          <TableHead labels={labels} />
          <ItemRows
            kind="models"
            items={data.models}
            labels={labels}
            language={language}
            isAdmin={isAdmin}
            onEdit={(item) => setEditing({ kind: 'models', item: item as AdminCatalogModel })}
          />
        </table>
      </section>
      <section aria-labelledby="admin-options-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="admin-options-heading" className="text-xl font-bold">
            {labels.options}
          </h2>
          <div className="flex items-end gap-3">
            <div>
              <label htmlFor="admin-option-category" className={labelClasses}>
                {labels.category}
              </label>
              <select
                id="admin-option-category"
                className={fieldClasses}
                value={category}
                onChange={(e) => setCategory(e.target.value as CustomizationCategory)}
              >
                {customizationCategories.map((c) => (
                  <option key={c} value={c}>
                    {labels.categories[c]}
                  </option>
                ))}
              </select>
            </div>
            {isAdmin ? <Button onClick={() => setAdding(true)}>{labels.addOption}</Button> : null}
          </div>
        </div>
        <table className={table}>
          <TableHead labels={labels} />
          <ItemRows
            kind="options"
            items={options}
            labels={labels}
            language={language}
            isAdmin={isAdmin}
            onEdit={(item) => setEditing({ kind: 'options', item: item as AdminCatalogOption })}
          />
        </table>
      </section>
      {current ? (
        <CatalogItemDialog
          key={`${current.kind}-${current.item.id}`}
          target={current}
          labels={labels}
          language={language}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {adding ? (
        <AddOptionDialog
          labels={labels}
          language={language}
          initialCategory={category}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </div>
  );
}
