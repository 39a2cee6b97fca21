import { formatThb, predefinedLogos, type OrderLineView } from '@sound-putter/contracts';
import { useGetPutterConfigurationQuery } from '../../api';
import { Skeleton } from '../../components/ui/skeleton';
import { handednessLabels, logoPositionLabels } from './thai-texts';

const logoName = (key: string | undefined) => predefinedLogos.find((l) => l.key === key)?.name ?? key ?? '';

/** One ordered putter, by the names of its options. */
export function OrderConfiguration({ line }: { line: OrderLineView }) {
  const { data: c, isLoading, error } = useGetPutterConfigurationQuery(line.configurationId);
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (error || !c)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {line.modelName} × {line.quantity}: ไม่สามารถโหลดรายละเอียดการปรับแต่งได้
      </p>
    );
  const rows: Array<[string, string]> = [
    ['รุ่น', c.names.model],
    ['ด้านที่ถนัด', handednessLabels[c.handedness] ?? c.handedness],
    ['กริป', c.names.grip],
    ['ก้าน', c.names.shaft],
    ['สีก้าน', c.names.shaftColor],
    ['ความยาว', c.names.length],
    ['ลายหน้าไม้', c.names.faceMillOption],
    ['ผิวงาน', c.names.millOption ?? 'มาตรฐาน'],
    ['โลโก้', c.names.logo],
    ...c.logoConfigurations.map((logo): [string, string] => [
      `โลโก้${logoPositionLabels[logo.position] ?? logo.position}`,
      logo.type === 'text' ? `ข้อความ "${logo.content ?? ''}"` : logoName(logo.content),
    ]),
    ['กล่องของขวัญ', c.names.giftBox],
  ];
  return (
    <div data-testid="order-configuration" className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {c.names.model}
          {line.quantity > 1 ? ` × ${line.quantity}` : ''}
        </h3>
        <span className="text-sm font-medium">{formatThb(line.lineTotal)}</span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
