import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { defineTexts, logoCountFor, type LogoId } from '@sound-putter/contracts';
import { useLanguage, useTexts } from '../../lib/use-language';
import { useGetPutterConfigurationQuery, type ApiError } from '../../api';
import { useLiveCatalog } from '../../api/use-live-catalog';
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
import { lookInput, pictureLabel } from './configuration-summary';
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

const configuratorTexts = defineTexts({
  en: {
    loading: 'Loading customization options...',
    loadFailed: 'Unable to load customization options. Please refresh the page and try again.',
    refresh: 'Refresh Page',
    right: 'Right-handed',
    left: 'Left-handed',
    from: 'from',
    standardFinish: 'Standard Finish',
    finishLogos: 'Finish your logo details to see the price and add this putter to your cart.',
    model: 'Model',
    modelHint: 'Choose your sound signature',
    modelLegend: 'Putter model',
    hand: 'Handedness',
    handHint: 'Universal design for left and right handed golfers',
    grip: 'Grip',
    gripHint: 'Feel and colour in your hands',
    shaftLength: 'Shaft and Length',
    shaftLengthHint: 'Shaft type, colour and length',
    shaft: 'Shaft',
    shaftColor: 'Shaft color',
    length: 'Length',
    faceMill: 'Face Mill Pattern',
    faceMillHint: 'The milling shapes the feel and sound at impact',
    faceMillLegend: 'Face mill pattern',
    millLegend: 'Mill option',
    logoTitle: 'Custom Logo and Text',
    logoHint: 'Engrave text or a logo on the face or the sole',
    logo: 'Logo',
    logoNeeded: 'Logo details needed',
    editLogos: 'Edit Logos',
    giftBox: 'Gift Box',
    giftHint: 'Make it a present',
    giftLegend: 'Gift box',
    configured: (n: number) => `${n} ${n === 1 ? 'logo' : 'logos'} configured`,
  },
  th: {
    loading: 'กำลังโหลดตัวเลือก...',
    loadFailed: 'โหลดตัวเลือกไม่สำเร็จ กรุณารีเฟรชหน้าแล้วลองอีกครั้ง',
    refresh: 'รีเฟรชหน้า',
    right: 'ถนัดขวา',
    left: 'ถนัดซ้าย',
    from: 'เริ่มต้น',
    standardFinish: 'ผิวมาตรฐาน',
    finishLogos: 'กรอกรายละเอียดโลโก้ให้ครบเพื่อดูราคาและเพิ่มพัตเตอร์นี้ลงตะกร้า',
    model: 'รุ่น',
    modelHint: 'เลือกเสียงที่เป็นตัวคุณ',
    modelLegend: 'รุ่นพัตเตอร์',
    hand: 'ด้านที่ถนัด',
    handHint: 'ออกแบบให้ใช้ได้ทั้งนักกอล์ฟถนัดซ้ายและขวา',
    grip: 'กริป',
    gripHint: 'สัมผัสและสีในมือคุณ',
    shaftLength: 'ก้านและความยาว',
    shaftLengthHint: 'ชนิดก้าน สี และความยาว',
    shaft: 'ก้าน',
    shaftColor: 'สีก้าน',
    length: 'ความยาว',
    faceMill: 'ลายหน้าไม้',
    faceMillHint: 'ลายกัดหน้าไม้กำหนดสัมผัสและเสียงขณะตี',
    faceMillLegend: 'ลายหน้าไม้',
    millLegend: 'ผิวงาน',
    logoTitle: 'โลโก้และข้อความ',
    logoHint: 'แกะสลักข้อความหรือโลโก้บนหน้าไม้หรือพื้นไม้',
    logo: 'โลโก้',
    logoNeeded: 'ยังต้องระบุรายละเอียดโลโก้',
    editLogos: 'แก้ไขโลโก้',
    giftBox: 'กล่องของขวัญ',
    giftHint: 'มอบเป็นของขวัญ',
    giftLegend: 'กล่องของขวัญ',
    configured: (n: number) => `ตั้งค่าโลโก้แล้ว ${n} ตำแหน่ง`,
  },
});

function ConfiguratorSkeleton() {
  const t = useTexts(configuratorTexts);
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.loading}</p>
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
  { id: 'right', name: configuratorTexts.en.right, nameTh: configuratorTexts.th.right, price: 0 },
  { id: 'left', name: configuratorTexts.en.left, nameTh: configuratorTexts.th.left, price: 0 },
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
  // Withdrawn, repriced or renamed items reach the open configurator live (issue 32).
  useLiveCatalog();
  const saved = useGetPutterConfigurationQuery(configId ?? '', { skip: !configId });
  const restoredId = useRef<string | null>(null);
  const shown = useDeferredValue(isLoading || isError ? null : data, null);
  const t = useTexts(configuratorTexts);

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
        <p className="font-medium">{t.loadFailed}</p>
        <Button className="mt-4" onClick={() => window.location.reload()}>
          {t.refresh}
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
  const { language } = useLanguage();
  const t = configuratorTexts[language];
  const optionsRef = useRef<HTMLDivElement>(null);

  // Stable options and handlers, so a change re-renders only its own group.
  const modelOptions = useMemo(
    () =>
      data.models.map((m) => ({
        id: m.id,
        name: m.name,
        nameTh: m.nameTh,
        description: `${m.soundType} · ${configuratorTexts.en.from} ${formatBaht(m.basePrice)}`,
        descriptionTh: `${m.soundTypeTh} · ${configuratorTexts.th.from} ${formatBaht(m.basePrice)}`,
      })),
    [data.models],
  );
  const shaftColorOptions = useMemo(() => data.shaftColors.map((o) => ({ ...o, price: 0 })), [data.shaftColors]);
  // The finish is optional: an empty id is left out of the configure call.
  const millOptions = useMemo(
    () => [
      { id: '', name: configuratorTexts.en.standardFinish, nameTh: configuratorTexts.th.standardFinish, price: 0 },
      ...data.mills,
    ],
    [data.mills],
  );
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
        <LivePreview data={data} language={language} isCalculating={isCalculating} view={view} onViewChange={setView} />
        <div ref={addButtonRef}>
          <AddToCartButton isCalculating={isCalculating} />
        </div>
        {!logosComplete ? (
          <p className="text-center text-sm text-amber-800 dark:text-amber-300">{t.finishLogos}</p>
        ) : null}
      </div>
      <div className="space-y-4" ref={optionsRef}>
        <ConfigCard title={t.model} description={t.modelHint}>
          <OptionGroup
            language={language}
            legend={t.modelLegend}
            hideLegend
            options={modelOptions}
            value={c.modelId}
            onChange={chooseModel}
          />
        </ConfigCard>
        <ConfigCard title={t.hand} description={t.handHint}>
          <OptionGroup
            language={language}
            legend={t.hand}
            hideLegend
            options={handednessOptions}
            value={c.handedness}
            onChange={chooseHand}
          />
        </ConfigCard>
        <ConfigCard title={t.grip} description={t.gripHint}>
          <OptionGroup
            language={language}
            legend={t.grip}
            hideLegend
            options={data.grips}
            value={c.gripId}
            onChange={setOption.gripId}
            swatch={colourSwatch}
          />
        </ConfigCard>
        {stage >= 2 ? (
          <>
            <ConfigCard title={t.shaftLength} description={t.shaftLengthHint}>
              <OptionGroup
                language={language}
                legend={t.shaft}
                options={data.shafts}
                value={c.shaftId}
                onChange={setOption.shaftId}
              />
              {data.shaftColors.length > 0 ? (
                <OptionGroup
                  language={language}
                  legend={t.shaftColor}
                  options={shaftColorOptions}
                  value={c.shaftColorId}
                  onChange={setOption.shaftColorId}
                  swatch={colourSwatch}
                  columns={3}
                />
              ) : null}
              <OptionGroup
                language={language}
                legend={t.length}
                options={data.lengths}
                value={c.lengthId}
                onChange={setOption.lengthId}
                columns={3}
              />
            </ConfigCard>
            {data.faceMills.length > 0 || data.mills.length > 0 ? (
              <ConfigCard title={t.faceMill} description={t.faceMillHint}>
                {data.faceMills.length > 0 ? (
                  <OptionGroup
                    language={language}
                    legend={t.faceMillLegend}
                    hideLegend={data.mills.length === 0}
                    options={data.faceMills}
                    value={c.faceMillOptionId}
                    onChange={setOption.faceMillOptionId}
                  />
                ) : null}
                {data.mills.length > 0 ? (
                  <OptionGroup
                    language={language}
                    legend={t.millLegend}
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
            <ConfigCard title={t.logoTitle} description={t.logoHint}>
              <OptionGroup
                language={language}
                legend={t.logo}
                hideLegend
                options={data.logos}
                value={c.logoId}
                onChange={chooseLogo}
                columns={3}
              />
              {logoCount > 0 ? (
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
                  <span>{c.logoConfigurations.length === logoCount ? t.configured(logoCount) : t.logoNeeded}</span>
                  <Button variant="outline" size="sm" onClick={() => setWizardOpen(true)}>
                    {t.editLogos}
                  </Button>
                </div>
              ) : null}
            </ConfigCard>
            {data.giftBoxes.length > 0 ? (
              <ConfigCard title={t.giftBox} description={t.giftHint}>
                <OptionGroup
                  language={language}
                  legend={t.giftLegend}
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
            label={pictureLabel(data, c, language, logos)}
            view={position ?? 'overview'}
            className="h-40 w-full rounded-lg bg-gradient-to-b from-slate-100 to-slate-300 dark:from-slate-800 dark:to-slate-950"
          />
        )}
      />
    </div>
  );
}

export default Configurator;
