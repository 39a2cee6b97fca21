import type { AnchorHTMLAttributes } from 'react';

/** What the first screen's links need: the router's Link in the app, a plain anchor before the app has loaded. */
export type ShellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };
