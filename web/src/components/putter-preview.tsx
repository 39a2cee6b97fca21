import type { Ref } from 'react';
import type { Handedness, LogoConfiguration } from '@sound-putter/contracts';
import { putterDrawing, putterLook, type PutterLook } from '@sound-putter/contracts';
import { putterLabel } from './putter/putter-label';
import { SvgNodes } from './putter/svg-nodes';

export interface PutterPreviewProps {
  handedness?: Handedness;
  gripName?: string;
  shaftColorName?: string;
  modelName?: string;
  logos?: readonly LogoConfiguration[];
  /** Every option as one description (the 3-D view's); when given, the name props above are only for the label. */
  look?: PutterLook;
  label?: string;
  className?: string;
  ref?: Ref<SVGSVGElement>;
}

/** The chosen putter drawn: what the 3-D view shows, mirrored for left-handers (README, "The putter picture"). */
export function PutterPreview(props: PutterPreviewProps) {
  const { modelName, className = '' } = props;
  const look =
    props.look ??
    putterLook({
      handedness: props.handedness ?? 'right',
      modelName,
      gripName: props.gripName,
      shaftColorName: props.shaftColorName,
      logos: props.logos,
    });
  const label =
    props.label ??
    putterLabel({
      handedness: look.handedness,
      modelName,
      gripName: props.gripName,
      shaftColorName: props.shaftColorName,
      logos: props.logos ?? [],
    });
  return (
    <svg
      viewBox="0 0 240 300"
      role="img"
      aria-label={label}
      data-handedness={look.handedness}
      data-grip-colour={look.gripColour}
      data-shaft-colour={look.shaftColour}
      data-head={look.head}
      data-finish={look.finish}
      data-mill={look.mill}
      className={className}
      ref={props.ref}
    >
      <SvgNodes nodes={putterDrawing(look)} />
    </svg>
  );
}
