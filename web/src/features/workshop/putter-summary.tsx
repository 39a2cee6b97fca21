import { predefinedLogos, type LogoConfiguration, type OrderLineView } from '@sound-putter/contracts';
import { useGetPutterConfigurationQuery } from '../../api/configurator.api';

const logoNames = new Map<string, string>(predefinedLogos.map((l) => [l.key, l.name]));

const describeLogo = (entry: LogoConfiguration): string => {
  const what =
    entry.type === 'text'
      ? `"${entry.content ?? ''}"`
      : (logoNames.get(entry.content ?? '') ?? entry.content ?? 'Logo');
  return `${what} on the ${entry.position}`;
};

/** One line of an order as the workshop needs it: the model and every option by name, logo text and logos. */
export function PutterSummary({ line }: { line: OrderLineView }) {
  const { data: c, isError } = useGetPutterConfigurationQuery(line.configurationId);
  const quantity = line.quantity > 1 ? ` × ${line.quantity}` : '';
  if (!c)
    return (
      <div className="text-sm">
        <p className="font-semibold">
          {line.modelName}
          {quantity}
        </p>
        <p className="text-slate-600 dark:text-slate-300">
          {isError ? 'Options could not be loaded.' : 'Loading options…'}
        </p>
      </div>
    );
  const rows: Array<[string, string]> = [
    ['Hand', c.handedness === 'left' ? 'Left' : 'Right'],
    ['Grip', c.names.grip],
    ['Shaft', c.names.shaft],
    ['Colour', c.names.shaftColor],
    ['Length', c.names.length],
    ['Face mill', c.names.faceMillOption],
    ['Finish', c.names.millOption ?? 'Standard'],
    [
      'Logo',
      c.logoConfigurations.length
        ? `${c.names.logo}: ${c.logoConfigurations.map(describeLogo).join('; ')}`
        : c.names.logo,
    ],
    ['Gift box', c.names.giftBox],
  ];
  return (
    <div className="text-sm">
      <p className="font-semibold">
        {c.names.model}
        {quantity}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-slate-700 dark:text-slate-300">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
