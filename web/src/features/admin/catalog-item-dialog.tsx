import { useState, type FormEvent } from 'react';
import type { AdminCatalogModel, AdminCatalogOption } from '@sound-putter/contracts';
import { bahtToSatang } from '@sound-putter/contracts';
import { errorText, isApiError } from '../../api';
import {
  useEditCatalogModelMutation,
  useEditCatalogOptionMutation,
  usePreviewCatalogPriceMutation,
  useScheduleCatalogPriceMutation,
} from '../../api/admin-catalog.api';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatBaht } from '../../lib/format';
import type { AdminLabels } from './admin-labels';
import { bangkokInputToIso, formatWhen } from './bangkok-time';
import { FieldError, fieldClasses, labelClasses } from './form-parts';
import { PricePreviewTable } from './price-preview-table';

export type CatalogItem = { kind: 'models'; item: AdminCatalogModel } | { kind: 'options'; item: AdminCatalogOption };

const problemOf = (error: unknown): { message: string; fields: Record<string, string[]> } | null => {
  if (!error) return null;
  if (!isApiError(error)) return { message: String(error), fields: {} };
  return { message: errorText(error), fields: (error.details ?? {}) as Record<string, string[]> };
};

/** Edits one model's or option's texts and publishes a price from now or a later time (admin only). */
export function CatalogItemDialog({
  target,
  labels,
  language,
  onClose,
}: {
  target: CatalogItem;
  labels: AdminLabels;
  language: 'en' | 'th';
  onClose: () => void;
}) {
  const { kind, item } = target;
  const [name, setName] = useState(item.name);
  const [description, setDescription] = useState(item.description ?? '');
  const [features, setFeatures] = useState(kind === 'models' ? target.item.features.join('\n') : '');
  const [price, setPrice] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [editModel, modelState] = useEditCatalogModelMutation();
  const [editOption, optionState] = useEditCatalogOptionMutation();
  const [schedule, scheduleState] = useScheduleCatalogPriceMutation();
  const [preview, { data: affected, isLoading: previewing, reset: resetPreview }] = usePreviewCatalogPriceMutation();
  const [textError, setTextError] = useState<unknown>(null);
  const [priceError, setPriceError] = useState<unknown>(null);
  const textProblem = problemOf(textError);
  const priceProblem = problemOf(priceError);

  const saveTexts = async (event: FormEvent) => {
    event.preventDefault();
    setTextError(null);
    const result =
      kind === 'models'
        ? await editModel({
            id: item.id,
            name,
            description,
            features: features
              .split('\n')
              .map((f) => f.trim())
              .filter(Boolean),
          })
        : await editOption({ id: item.id, name, description });
    if ('error' in result) setTextError(result.error);
    else onClose();
  };

  /** The change the form describes, or null (with the error shown) when the price is not a number. */
  const priceChange = () => {
    setPriceError(null);
    const baht = Number(price);
    if (price.trim() === '' || !Number.isFinite(baht)) {
      setPriceError(new Error(labels.newPrice));
      return null;
    }
    return {
      kind,
      id: item.id,
      priceSatang: bahtToSatang(baht),
      ...(startsAt ? { effectiveAt: bangkokInputToIso(startsAt) } : {}),
    };
  };

  const publishPrice = async (event: FormEvent) => {
    event.preventDefault();
    const change = priceChange();
    if (!change) return;
    const result = await schedule(change);
    if ('error' in result) setPriceError(result.error);
    else {
      setPrice('');
      setStartsAt('');
      resetPreview();
    }
  };

  const showPreview = async () => {
    const change = priceChange();
    if (!change) return;
    const result = await preview(change);
    if ('error' in result) setPriceError(result.error);
  };

  const id = `catalog-${kind}-${item.id}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${labels.editing}: ${item.name}`}
      closeLabel={labels.cancel}
      widthClass="sm:max-w-3xl"
    >
      <div lang={language} className="space-y-6">
        <form onSubmit={saveTexts} className="space-y-3" aria-label={labels.edit} noValidate>
          <div>
            <label htmlFor={`${id}-name`} className={labelClasses}>
              {labels.name}
            </label>
            <input id={`${id}-name`} className={fieldClasses} value={name} onChange={(e) => setName(e.target.value)} />
            <FieldError id={`${id}-name-error`} messages={textProblem?.fields.name} />
          </div>
          <div>
            <label htmlFor={`${id}-description`} className={labelClasses}>
              {labels.description}
            </label>
            <textarea
              id={`${id}-description`}
              className={fieldClasses}
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            <FieldError id={`${id}-description-error`} messages={textProblem?.fields.description} />
          </div>
          {kind === 'models' ? (
            <div>
              <label htmlFor={`${id}-features`} className={labelClasses}>
                {labels.features}
              </label>
              <textarea
                id={`${id}-features`}
                className={fieldClasses}
                rows={5}
                value={features}
                onChange={(e) => setFeatures(e.target.value)}
              />
              <FieldError id={`${id}-features-error`} messages={textProblem?.fields.features} />
            </div>
          ) : null}
          {textProblem ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {textProblem.message}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {labels.cancel}
            </Button>
            <Button type="submit" disabled={modelState.isLoading || optionState.isLoading}>
              {labels.save}
            </Button>
          </div>
        </form>

        <form
          onSubmit={publishPrice}
          className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700"
          aria-labelledby={`${id}-price-heading`}
          noValidate
        >
          <h3 id={`${id}-price-heading`} className="text-lg font-semibold">
            {labels.priceSection}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {labels.price}: <strong>{formatBaht(item.price, { decimals: true })}</strong>
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-price`} className={labelClasses}>
                {labels.newPrice}
              </label>
              <input
                id={`${id}-price`}
                className={fieldClasses}
                inputMode="decimal"
                value={price}
                onChange={(e) => {
                  setPrice(e.target.value);
                  resetPreview();
                }}
              />
              <FieldError id={`${id}-price-error`} messages={priceProblem?.fields.priceSatang} />
            </div>
            <div>
              <label htmlFor={`${id}-starts`} className={labelClasses}>
                {labels.effectiveAt}
              </label>
              <input
                id={`${id}-starts`}
                type="datetime-local"
                className={fieldClasses}
                value={startsAt}
                onChange={(e) => {
                  setStartsAt(e.target.value);
                  resetPreview();
                }}
              />
              <FieldError id={`${id}-starts-error`} messages={priceProblem?.fields.effectiveAt} />
            </div>
          </div>
          {priceProblem ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {priceProblem.message}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={showPreview} disabled={previewing}>
              {labels.previewPrice}
            </Button>
            <Button type="submit" disabled={scheduleState.isLoading}>
              {labels.schedulePrice}
            </Button>
          </div>
          {affected ? <PricePreviewTable preview={affected} labels={labels} language={language} /> : null}
          <div>
            <h4 className="text-sm font-semibold">{labels.priceHistory}</h4>
            <ul className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300" data-testid="price-history">
              {item.prices.map((p, i) => (
                <li key={`${p.effectiveAt ?? 'seed'}-${i}`}>
                  {formatBaht(p.price, { decimals: true })} ·{' '}
                  {p.effectiveAt ? `${labels.from} ${formatWhen(p.effectiveAt, language)}` : labels.seedPrice}
                </li>
              ))}
            </ul>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
