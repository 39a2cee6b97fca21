import { createElement, type ReactNode } from 'react';
import type { SvgNode } from '@sound-putter/contracts';

/** Drawing nodes (contracts' putter drawing, logo artwork) as React SVG elements. */
export function SvgNodes({ nodes }: { nodes: readonly SvgNode[] }): ReactNode {
  return nodes.map((n, i) =>
    createElement(n.tag, { key: i, ...n.attrs }, n.text, n.children ? <SvgNodes nodes={n.children} /> : null),
  );
}
