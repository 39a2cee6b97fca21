import {
  configurationChoiceLabels,
  formatThb,
  predefinedLogos,
  type LogoConfiguration,
  type OrderLineView,
  type PricedChoice,
} from '@sound-putter/contracts';
import { useGetPutterConfigurationQuery } from '../../api';
import { Skeleton } from '../../components/ui/skeleton';
import { lineRows, lookInputOfConfiguration, type LineWording } from '../cart/cart-line';
import { LineChoices, LinePicture } from '../cart/line-details';
import { handednessLabels, logoPositionLabels } from './thai-texts';

const logoName = (key: string | undefined) => predefinedLogos.find((l) => l.key === key)?.name ?? key ?? '';

/** Handedness in Thai; other option names stay as the catalog gives them. */
const thaiNameOf = (choice: PricedChoice): string =>
  choice.choice === 'handedness'
    ? choice.name.startsWith('Left')
      ? handednessLabels.left
      : handednessLabels.right
    : choice.name;

/** The order pages are in Thai; option names stay as the catalog gives them. */
const thaiWording: LineWording = {
  labels: configurationChoiceLabels.th,
  baseLabel: 'ราคาพื้นฐาน',
  logoLabel: (logo: LogoConfiguration) =>
    `${logoPositionLabels[logo.position] ?? logo.position}: ${
      logo.type === 'text' ? `ข้อความ "${logo.content ?? ''}"` : logoName(logo.content)
    }`,
  nameOf: thaiNameOf,
};

/** As thaiWording, and the free standard finish (no finish chosen) in Thai, as the page has always said it. */
const wordingFor = (standardFinish: boolean): LineWording =>
  standardFinish
    ? { ...thaiWording, nameOf: (choice) => (choice.choice === 'finish' ? 'มาตรฐาน' : thaiNameOf(choice)) }
    : thaiWording;

/** One ordered putter: its picture, and every choice with the price it adds, as the cart showed it. */
export function OrderConfiguration({ line }: { line: OrderLineView }) {
  const { data: c, isLoading, error } = useGetPutterConfigurationQuery(line.configurationId);
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (error || !c)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {line.modelName} × {line.quantity}: ไม่สามารถโหลดรายละเอียดการปรับแต่งได้
      </p>
    );
  return (
    <div
      data-testid="order-configuration"
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <LinePicture
        look={lookInputOfConfiguration(c)}
        label={`พัตเตอร์ ${c.names.model} ของคุณ`}
        className="row-span-2 h-28 w-20"
      />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {c.names.model}
          {line.quantity > 1 ? ` × ${line.quantity}` : ''}
        </h3>
        <span className="text-sm font-medium" data-testid="line-total">
          {formatThb(line.lineTotal)}
        </span>
      </div>
      <LineChoices
        rows={lineRows({ choices: c.choices, logos: c.logoConfigurations }, wordingFor(!c.names.millOption))}
        className="col-span-2 mt-3 text-sm sm:col-span-1 sm:col-start-2 sm:mt-1"
      />
    </div>
  );
}
