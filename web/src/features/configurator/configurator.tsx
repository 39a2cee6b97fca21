import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { logoCountFor, type LogoId } from '@sound-putter/contracts';
import { useGetPutterConfigurationQuery, type ApiError } from '../../api';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatBaht } from '../../lib/format';
import { swatchFor } from '@sound-putter/contracts';
import {
  configurationRestored,
  handednessChanged,
  logoOptionChosen,
  logosConfirmed,
  modelSelected,
  notifyError,
  optionChanged,
  selectConfiguration,
  useAppDispatch,
  useAppSelector,
  type OptionField,
} from '../../store';
import { AddToCartButton } from './add-to-cart-button';
import { ConfigCard } from './config-card';
import type { PutterView } from '../../components/putter/putter-renderer';
import { PutterStage } from '../../components/putter/putter-stage';
import { lookInput } from './configuration-summary';
import { LivePreview } from './live-preview';
import { StickyPriceBar } from './sticky-price-bar';
import { useFrameStages } from './frame-stages';
import { LogoWizard } from './logo-wizard';
import { OptionGroup, type OptionItem } from './option-group';
import { useConfiguratorData, type ConfiguratorData } from './use-configurator-data';
import { usePriceCalculation } from './use-price-calculation';

export interface ConfiguratorProps {
  /** A model id to start with (e.g. from ?model=); ignored when it is not in the model list. */
  initialModelId?: string | null;
  /** A saved configuration to restore (from ?config=). */
  configId?: string | null;
}

function ConfiguratorSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">Loading customization options...</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Skeleton className="h-96 w-full" />
        <div className="space-y-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    </div>
  );
}

const handednessOptions = [
  { id: 'right', name: 'Right-handed', price: 0 },
  { id: 'left', name: 'Left-handed', price: 0 },
];
const colourSwatch = (option: OptionItem) => swatchFor(option.name);
const optionFields: readonly OptionField[] = [
  'gripId',
  'shaftId',
  'shaftColorId',
  'lengthId',
  'faceMillOptionId',
  'millOptionId',
  'giftBoxId',
];

/** Loads the lists, restores or picks the model; the options render as a transition (README, "First render"). */
export function Configurator({ initialModelId, configId }: ConfiguratorProps) {
  const dispatch = useAppDispatch();
  const modelId = useAppSelector((state) => selectConfiguration(state).modelId);
  const { data, isLoading, isError } = useConfiguratorData();
  const saved = useGetPutterConfigurationQuery(configId ?? '', { skip: !configId });
  const restoredId = useRef<string | null>(null);
  const shown = useDeferredValue(isLoading || isError ? null : data, null);

  useEffect(() => {
    if (saved.data && restoredId.current !== saved.data.id) {
      restoredId.current = saved.data.id;
      dispatch(configurationRestored(saved.data));
    }
  }, [saved.data, dispatch]);

  useEffect(() => {
    if (saved.error) dispatch(notifyError(saved.error as ApiError));
  }, [saved.error, dispatch]);

  const initialApplied = useRef(false);
  useEffect(() => {
    if (initialApplied.current || data.models.length === 0 || (configId && !saved.isError && !saved.data)) return;
    initialApplied.current = true;
    if (saved.data) return;
    if (initialModelId && data.models.some((m) => m.id === initialModelId)) dispatch(modelSelected(initialModelId));
    else if (!modelId || !data.models.some((m) => m.id === modelId)) dispatch(modelSelected(data.models[0].id));
  }, [data.models, initialModelId, configId, saved.data, saved.isError, modelId, dispatch]);

  if (isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-300 bg-red-50 p-6 text-center dark:border-red-800 dark:bg-red-950/40"
      >
        <p className="font-medium">Unable to load customization options. Please refresh the page and try again.</p>
        <Button className="mt-4" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    );
  }
  if (!shown) return <ConfiguratorSkeleton />;
  return <ConfiguratorOptions data={shown} />;
}

/** The picture, the summary and every option group; asks the server for the price of each change. */
function ConfiguratorOptions({ data }: { data: ConfiguratorData }) {
  const dispatch = useAppDispatch();
  const c = useAppSelector(selectConfiguration);
  const { isCalculating, logosComplete } = usePriceCalculation();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [view, setView] = useState<PutterView>('overview');
  const addButtonRef = useRef<HTMLDivElement>(null);
  const optionsRef = useRef<HTMLDivElement>(null);

  // Stable options and handlers, so a change re-renders only its own group.
  const modelOptions = useMemo(
    () =>
      data.models.map((m) => ({
        id: m.id,
        name: m.name,
        description: `${m.soundType} · from ${formatBaht(m.basePrice)}`,
      })),
    [data.models],
  );
  const shaftColorOptions = useMemo(() => data.shaftColors.map((o) => ({ ...o, price: 0 })), [data.shaftColors]);
  // The finish is optional: an empty id is left out of the configure call.
  const millOptions = useMemo(() => [{ id: '', name: 'Standard Finish', price: 0 }, ...data.mills], [data.mills]);
  const setOption = useMemo(() => {
    const handlers = {} as Record<OptionField, (id: string) => void>;
    for (const field of optionFields) handlers[field] = (id) => dispatch(optionChanged({ field, id }));
    return handlers;
  }, [dispatch]);
  const chooseModel = useCallback((id: string) => dispatch(modelSelected(id)), [dispatch]);
  const chooseHand = useCallback(
    (id: string) => dispatch(handednessChanged(id === 'left' ? 'left' : 'right')),
    [dispatch],
  );
  const chooseLogo = useCallback(
    (id: string) => {
      const logoId = id as LogoId;
      dispatch(logoOptionChosen(logoId));
      if (logoCountFor[logoId] > 0) setWizardOpen(true);
    },
    [dispatch],
  );

  const logoCount = logoCountFor[c.logoId] ?? 0;
  // The browser's style and layout of every option at once was one long task on a phone: the picture and the first
  // groups come in one frame, the groups below them (off screen at first on every screen size) in the next two.
  const stage = useFrameStages(3);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="space-y-4 lg:sticky lg:top-20">
        <LivePreview data={data} isCalculating={isCalculating} view={view} onViewChange={setView} />
        <div ref={addButtonRef}>
          <AddToCartButton isCalculating={isCalculating} />
        </div>
        {!logosComplete ? (
          <p className="text-center text-sm text-amber-800 dark:text-amber-300">
            Finish your logo details to see the price and add this putter to your cart.
          </p>
        ) : null}
      </div>
      <div className="space-y-4" ref={optionsRef}>
        <ConfigCard title="Model" description="Choose your sound signature">
          <OptionGroup
            legend="Putter model"
            hideLegend
            options={modelOptions}
            value={c.modelId}
            onChange={chooseModel}
          />
        </ConfigCard>
        <ConfigCard title="Handedness" description="Universal design for left and right handed golfers">
          <OptionGroup
            legend="Handedness"
            hideLegend
            options={handednessOptions}
            value={c.handedness}
            onChange={chooseHand}
          />
        </ConfigCard>
        <ConfigCard title="Grip" description="Feel and colour in your hands">
          <OptionGroup
            legend="Grip"
            hideLegend
            options={data.grips}
            value={c.gripId}
            onChange={setOption.gripId}
            swatch={colourSwatch}
          />
        </ConfigCard>
        {stage >= 2 ? (
          <>
            <ConfigCard title="Shaft and Length" description="Shaft type, colour and length">
              <OptionGroup legend="Shaft" options={data.shafts} value={c.shaftId} onChange={setOption.shaftId} />
              {data.shaftColors.length > 0 ? (
                <OptionGroup
                  legend="Shaft color"
                  options={shaftColorOptions}
                  value={c.shaftColorId}
                  onChange={setOption.shaftColorId}
                  swatch={colourSwatch}
                  columns={3}
                />
              ) : null}
              <OptionGroup
                legend="Length"
                options={data.lengths}
                value={c.lengthId}
                onChange={setOption.lengthId}
                columns={3}
              />
            </ConfigCard>
            {data.faceMills.length > 0 || data.mills.length > 0 ? (
              <ConfigCard title="Face Mill Pattern" description="The milling shapes the feel and sound at impact">
                {data.faceMills.length > 0 ? (
                  <OptionGroup
                    legend="Face mill pattern"
                    hideLegend={data.mills.length === 0}
                    options={data.faceMills}
                    value={c.faceMillOptionId}
                    onChange={setOption.faceMillOptionId}
                  />
                ) : null}
                {data.mills.length > 0 ? (
                  <OptionGroup
                    legend="Mill option"
                    options={millOptions}
                    value={c.millOptionId}
                    onChange={setOption.millOptionId}
                  />
                ) : null}
              </ConfigCard>
            ) : null}
          </>
        ) : null}
        {stage >= 3 ? (
          <>
            <ConfigCard title="Custom Logo and Text" description="Engrave text or a logo on the face or the sole">
              <OptionGroup
                legend="Logo"
                hideLegend
                options={data.logos}
                value={c.logoId}
                onChange={chooseLogo}
                columns={3}
              />
              {logoCount > 0 ? (
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
                  <span>
                    {c.logoConfigurations.length === logoCount
                      ? `${logoCount} ${logoCount === 1 ? 'logo' : 'logos'} configured`
                      : 'Logo details needed'}
                  </span>
                  <Button variant="outline" size="sm" onClick={() => setWizardOpen(true)}>
                    Edit Logos
                  </Button>
                </div>
              ) : null}
            </ConfigCard>
            {data.giftBoxes.length > 0 ? (
              <ConfigCard title="Gift Box" description="Make it a present">
                <OptionGroup
                  legend="Gift box"
                  hideLegend
                  options={data.giftBoxes}
                  value={c.giftBoxId}
                  onChange={setOption.giftBoxId}
                />
              </ConfigCard>
            ) : null}
          </>
        ) : null}
      </div>
      <StickyPriceBar buttonRef={addButtonRef} optionsRef={optionsRef} isCalculating={isCalculating} />
      <LogoWizard
        open={wizardOpen}
        onOpenChange={setWizardOpen}
        count={logoCount}
        initial={c.logoConfigurations}
        onConfirm={(entries) => {
          dispatch(logosConfirmed(entries));
          // The preview shows the engraving just made.
          setView(entries[entries.length - 1]?.position ?? 'overview');
        }}
        preview={(logos, position) => (
          <PutterStage
            {...lookInput(data, c, logos)}
            view={position ?? 'overview'}
            className="h-40 w-full rounded-lg bg-gradient-to-b from-slate-100 to-slate-300 dark:from-slate-800 dark:to-slate-950"
          />
        )}
      />
    </div>
  );
}

export default Configurator;
