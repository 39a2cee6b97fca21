import {
  bahtToSatang,
  type CustomizationCategory,
  DEFAULT_VAT_RATE_BASIS_POINTS,
  isPredefinedLogo,
  vatBreakdown,
  vatRatePercent,
} from '@sound-putter/contracts';
import {
  type OptionField,
  selectConfiguration,
  useAddToCartMutation,
  useClearCartMutation,
  useGetCustomizationsQuery,
  useGetPutterConfigurationQuery,
  useGetClientConfigQuery,
  useGetPutterModelsQuery,
} from '@sound-putter/web/shared';
import { useState } from 'react';
import { ScreenFrame } from '../../components/ui/screen-frame';
import { TouchButton } from '../../components/ui/touch-button';
import { useFormat, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { isSignatureModel } from '../choose/sound-source';
import { optionCategories } from '../configure/option-categories';
import { optionName } from '../configure/option-name';
import { ConfiguredPutter } from '../putter/configured-putter';
import { callUntilConnected } from '../session/call-until-connected';
import { stepChanged } from '../session/kiosk-flow.slice';
import { useKioskDispatch, useKioskSelector } from '../session/kiosk-store';
import { useRefetchWhileOffline } from '../session/use-network-retry';

// The logo option sits after the length, as on the configure screen's price list.
const rows: ReadonlyArray<{ category: CustomizationCategory; field: OptionField | 'logoId' }> = [
  ...optionCategories.slice(0, 4),
  { category: 'logo', field: 'logoId' },
  ...optionCategories.slice(4),
];

function OptionRow({ category, id }: { category: CustomizationCategory; id: string }) {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  const option = useGetCustomizationsQuery(category).data?.find((o) => o.id === id);
  if (!option) return null;
  const price = Number.parseFloat(option.price);
  return (
    <tr className="border-b border-white/10">
      <th scope="row" className="py-4 pr-6 text-left font-normal text-slate-300">
        {t.configure.categories[category]}
      </th>
      <td className="py-4 pr-6 font-semibold">{optionName(t.catalog, option)}</td>
      <td className="py-4 text-right">{price > 0 ? format.baht(price) : t.configure.free}</td>
    </tr>
  );
}

/** Every choice by name with its price, and the server's total; continuing puts this one putter in the cart. */
export function ReviewScreen() {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  const dispatch = useKioskDispatch();
  const configuration = useKioskSelector(selectConfiguration);
  const saved = useGetPutterConfigurationQuery(configuration.configurationId, { skip: !configuration.configurationId });
  useRefetchWhileOffline(saved);
  const model = useGetPutterModelsQuery().data?.find((m) => m.id === configuration.modelId);
  const [clearCart] = useClearCartMutation();
  const [addToCart] = useAddToCartMutation();
  const [saving, setSaving] = useState(false);
  // The VAT the price includes, by the tax invoice's rule and the server's rate (the default until it answers).
  const vatRate = useGetClientConfigQuery().data?.vatRateBasisPoints ?? DEFAULT_VAT_RATE_BASIS_POINTS;
  const vat = saved.data ? vatBreakdown([bahtToSatang(saved.data.totalPrice)], vatRate) : null;

  const next = async () => {
    setSaving(true);
    // The kiosk sells one putter per visit: the cart holds exactly this configuration.
    const cleared = await callUntilConnected(dispatch, () => clearCart());
    const added = cleared.error
      ? cleared
      : await callUntilConnected(dispatch, () => addToCart({ configurationId: configuration.configurationId }));
    setSaving(false);
    if (!added.error) dispatch(stepChanged('details'));
  };

  const engraving = configuration.logoConfigurations
    .map(
      (l) =>
        `${t.configure.logo.position[l.position]}: ${l.type === 'logo' && isPredefinedLogo(l.content) ? t.logos[l.content] : `“${l.content}”`}`,
    )
    .join(' · ');

  return (
    <ScreenFrame
      title={t.review.title}
      back="configure"
      actions={
        <>
          <TouchButton variant="secondary" onClick={() => dispatch(stepChanged('configure'))}>
            {t.review.edit}
          </TouchButton>
          <TouchButton disabled={saving || !saved.data} onClick={() => void next()} className="min-h-20 px-12">
            {saving ? t.review.saving : t.review.next} <span aria-hidden="true">→</span>
          </TouchButton>
        </>
      }
    >
      <div className="flex flex-col gap-8 landscape:flex-row landscape:items-start">
        <ConfiguredPutter className="h-[44rem] w-full shrink-0 landscape:sticky landscape:top-0 landscape:h-[40rem] landscape:w-[30rem]" />
        <table className="w-full text-2xl">
          <tbody>
            <tr className="border-b border-white/10">
              <th scope="row" className="py-4 pr-6 text-left font-normal text-slate-300">
                {t.review.model}
              </th>
              <td className="py-4 pr-6 font-semibold">
                {model && isSignatureModel(model.id) ? t.models[model.id].name : model?.name}
              </td>
              <td className="py-4 text-right">{model ? format.baht(model.basePrice) : ''}</td>
            </tr>
            <tr className="border-b border-white/10">
              <th scope="row" className="py-4 pr-6 text-left font-normal text-slate-300">
                {t.review.handedness}
              </th>
              <td className="py-4 pr-6 font-semibold">
                {configuration.handedness === 'left' ? t.configure.left : t.configure.right}
              </td>
              <td className="py-4 text-right">{t.configure.free}</td>
            </tr>
            {rows.map(({ category, field }) =>
              configuration[field] ? <OptionRow key={category} category={category} id={configuration[field]} /> : null,
            )}
            {engraving ? (
              <tr className="border-b border-white/10">
                <th scope="row" className="py-4 pr-6 text-left font-normal text-slate-300">
                  {t.review.engraving}
                </th>
                <td colSpan={2} className="py-4 font-semibold">
                  {engraving}
                </td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-8 text-left text-4xl font-extrabold">
                {t.review.total}
              </th>
              <td />
              <td className="pt-8 text-right text-5xl font-extrabold" data-testid="review-total">
                {saved.data ? format.baht(saved.data.totalPrice) : ''}
              </td>
            </tr>
            {vat ? (
              <tr className="text-2xl text-slate-300" data-testid="review-vat">
                <td colSpan={3} className="pt-3 text-right">
                  {t.review.vatIncluded(vatRatePercent(vat.rateBasisPoints))}{' '}
                  <span data-testid="review-vat-amount">{format.satang(vat.vatSatang)}</span>
                  {' · '}
                  {t.review.beforeVat} <span data-testid="review-before-vat">{format.satang(vat.netSatang)}</span>
                </td>
              </tr>
            ) : null}
          </tfoot>
        </table>
      </div>
    </ScreenFrame>
  );
}
