import { useId, useState, type ReactNode } from 'react';
import {
  clampGraphemes,
  graphemeLength,
  isBlankText,
  LOGO_TEXT_MAX_LENGTH,
  predefinedLogos,
  trimText,
  type LogoConfiguration,
  type LogoPosition,
  type LogoType,
} from '@sound-putter/contracts';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { LogoArt } from '../../components/putter/logo-art';
import { OptionGroup } from './option-group';

interface Draft {
  position?: LogoPosition;
  type?: LogoType;
  content?: string;
}

const positionOptions = [
  { id: 'face', name: 'Face', description: 'The front of the putter, the side that strikes the ball' },
  { id: 'sole', name: 'Sole', description: 'The bottom of the putter' },
] as const;

const typeOptions = [
  { id: 'text', name: 'Custom Text', description: `Engraved text, up to ${LOGO_TEXT_MAX_LENGTH} characters` },
  { id: 'logo', name: 'Choose Logo', description: 'One of our predefined logos' },
] as const;

export const isStepComplete = (draft: Draft): boolean =>
  Boolean(draft.position && draft.type && draft.content && !isBlankText(draft.content));

/** A picture of the putter with the logos chosen so far, turned to the position being edited. */
export type LogoPreview = (logos: LogoConfiguration[], position: LogoPosition | undefined) => ReactNode;

const draftLogos = (drafts: readonly Draft[]): LogoConfiguration[] =>
  drafts
    .filter((d) => d.position && d.type && d.content?.trim())
    .map((d) => ({ position: d.position as LogoPosition, type: d.type as LogoType, content: d.content?.trim() }));

function WizardSteps({
  count,
  initial,
  onComplete,
  preview,
}: {
  count: number;
  initial: readonly LogoConfiguration[];
  onComplete: (entries: LogoConfiguration[]) => void;
  preview?: LogoPreview;
}) {
  const id = useId();
  const [step, setStep] = useState(0);
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    Array.from({ length: count }, (_, i) => (initial.length === count ? { ...initial[i] } : {})),
  );
  const draft = drafts[step];
  const last = step === count - 1;
  const takenPositions = drafts.filter((_, i) => i !== step).map((d) => d.position);

  const update = (patch: Draft) => setDrafts((all) => all.map((d, i) => (i === step ? { ...d, ...patch } : d)));

  const next = () => {
    if (!isStepComplete(draft)) return;
    if (!last) {
      setStep(step + 1);
      return;
    }
    onComplete(
      drafts.map((d) => ({
        position: d.position as LogoPosition,
        type: d.type as LogoType,
        content: d.content === undefined ? undefined : trimText(d.content),
      })),
    );
  };

  const textId = `${id}-text`;
  return (
    <div className="space-y-5">
      <p className="text-sm font-medium text-brand-700 dark:text-brand-500" aria-live="polite">
        Step {step + 1} of {count}
        {count > 1 ? ` · Logo ${step + 1}` : ''}
      </p>
      {preview ? preview(draftLogos(drafts), draft.position) : null}
      <OptionGroup
        legend="1. Choose position"
        options={positionOptions.map((o) => ({
          ...o,
          description: takenPositions.includes(o.id)
            ? `${o.description} (already used by another logo)`
            : o.description,
          disabled: takenPositions.includes(o.id),
        }))}
        value={draft.position ?? ''}
        onChange={(position) => {
          if (!takenPositions.includes(position as LogoPosition)) update({ position: position as LogoPosition });
        }}
      />
      <OptionGroup
        legend="2. Choose type"
        options={typeOptions}
        value={draft.type ?? ''}
        // A different type starts its content afresh.
        onChange={(type) => update(type === draft.type ? {} : { type: type as LogoType, content: undefined })}
      />
      {draft.type === 'text' ? (
        <div className="space-y-1">
          <label htmlFor={textId} className="text-sm font-medium">
            3. Enter your text
          </label>
          <input
            id={textId}
            type="text"
            value={draft.content ?? ''}
            // The limit counts characters as a person sees them (an emoji is one), as the server does.
            onChange={(e) => update({ content: clampGraphemes(e.target.value, LOGO_TEXT_MAX_LENGTH) })}
            aria-describedby={`${textId}-count`}
            placeholder="e.g. your initials"
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-950"
          />
          <p id={`${textId}-count`} className="text-xs text-slate-600 dark:text-slate-400">
            {graphemeLength(draft.content ?? '')}/{LOGO_TEXT_MAX_LENGTH} characters (maximum {LOGO_TEXT_MAX_LENGTH})
          </p>
        </div>
      ) : null}
      {draft.type === 'logo' ? (
        <div className="space-y-2">
          <OptionGroup
            legend="3. Select a logo"
            options={predefinedLogos.map((l) => ({ id: l.key, name: l.name }))}
            value={draft.content ?? ''}
            onChange={(content) => update({ content })}
            columns={3}
            extra={(option) => <LogoArt logoKey={option.id} title="" className="mt-2 h-10 w-10" />}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">More logos are available by request.</p>
        </div>
      ) : null}
      <div className="flex justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button variant="outline" onClick={() => setStep(step - 1)} disabled={step === 0}>
          Back
        </Button>
        <Button onClick={next} disabled={!isStepComplete(draft)}>
          {last ? 'Complete' : 'Next'}
        </Button>
      </div>
    </div>
  );
}

export interface LogoWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  initial: readonly LogoConfiguration[];
  onConfirm: (entries: LogoConfiguration[]) => void;
  preview?: LogoPreview;
}

/** The steps live inside the dialog, so closing it discards every unconfirmed choice. */
export function LogoWizard({ open, onOpenChange, count, initial, onConfirm, preview }: LogoWizardProps) {
  return (
    <Dialog
      open={open && count > 0}
      onOpenChange={onOpenChange}
      title={count > 1 ? 'Customize your logos' : 'Customize your logo'}
      description="Choose where each logo goes, then add your text or pick a logo."
    >
      <WizardSteps
        count={count}
        initial={initial}
        preview={preview}
        onComplete={(entries) => {
          onConfirm(entries);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
