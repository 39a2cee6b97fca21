import { isPredefinedLogo, LOGO_VIEWBOX, logoArtNodes, predefinedLogos } from '@sound-putter/contracts';
import { SvgNodes } from './svg-nodes';

/** A predefined logo's artwork in the current text colour; nothing for an unknown key. */
export function LogoArt({
  logoKey,
  className = 'h-8 w-8',
  title,
}: {
  logoKey: string;
  className?: string;
  title?: string;
}) {
  if (!isPredefinedLogo(logoKey)) return null;
  const label = title ?? predefinedLogos.find((l) => l.key === logoKey)?.name;
  return (
    <svg
      viewBox={`0 0 ${LOGO_VIEWBOX} ${LOGO_VIEWBOX}`}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-logo={logoKey}
    >
      <LogoArtPaths logoKey={logoKey} />
    </svg>
  );
}

/** The artwork's paths on the 64×64 grid, for placing inside another drawing. */
export function LogoArtPaths({ logoKey }: { logoKey: string }) {
  return <SvgNodes nodes={logoArtNodes(logoKey)} />;
}
