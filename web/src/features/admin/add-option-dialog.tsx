import { useState, type FormEvent } from 'react';
import { bahtToSatang, type CustomizationCategory, customizationCategories } from '@sound-putter/contracts';
import { errorText, isApiError } from '../../api';
import { useAddCatalogOptionMutation } from '../../api/admin-catalog.api';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import type { AdminLabels } from './admin-labels';
import { FieldError, fieldClasses, labelClasses } from './form-parts';

/** Adds an option to a category, available at once (admin only). */
export function AddOptionDialog({
  labels,
  language,
  initialCategory,
  onClose,
}: {
  labels: AdminLabels;
  language: 'en' | 'th';
  initialCategory: CustomizationCategory;
  onClose: () => void;
}) {
  const [category, setCategory] = useState<CustomizationCategory>(initialCategory);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('0');
  const [add, { isLoading }] = useAddCatalogOptionMutation();
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const baht = Number(price);
    if (price.trim() === '' || !Number.isFinite(baht)) {
      setProblem({ message: labels.newPrice, fields: {} });
      return;
    }
    const result = await add({ category, name, description, priceSatang: bahtToSatang(baht) });
    if (!('error' in result)) return onClose();
    const error = result.error;
    setProblem(
      isApiError(error)
        ? { message: errorText(error), fields: error.details ?? {} }
        : { message: String(error), fields: {} },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={labels.addOptionTitle}
      closeLabel={labels.cancel}
      widthClass="sm:max-w-xl"
    >
      <form lang={language} onSubmit={submit} className="space-y-3" noValidate>
        <div>
          <label htmlFor="new-option-category" className={labelClasses}>
            {labels.category}
          </label>
          <select
            id="new-option-category"
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
        <div>
          <label htmlFor="new-option-name" className={labelClasses}>
            {labels.name}
          </label>
          <input id="new-option-name" className={fieldClasses} value={name} onChange={(e) => setName(e.target.value)} />
          <FieldError id="new-option-name-error" messages={problem?.fields.name} />
        </div>
        <div>
          <label htmlFor="new-option-description" className={labelClasses}>
            {labels.description}
          </label>
          <textarea
            id="new-option-description"
            className={fieldClasses}
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="new-option-price" className={labelClasses}>
            {labels.newPrice}
          </label>
          <input
            id="new-option-price"
            className={fieldClasses}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
          <FieldError id="new-option-price-error" messages={problem?.fields.priceSatang} />
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {labels.add}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
