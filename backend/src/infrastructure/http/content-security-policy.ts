import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where Stripe.js loads from and talks to (its script, its card and 3-D Secure frames, its API). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

export interface PolicyInputs {
  /** Stripe is the payment gateway: the pages load Stripe.js and its frames. */
  stripe: boolean;
  /** `'sha256-…'` sources of the inline scripts the served index.html files carry. */
  inlineScripts: string[];
}

/**
 * The shop's Content-Security-Policy: its own origin for scripts, styles, fonts (the Thai web font is bundled),
 * media and the API/Socket.IO (same-origin WebSocket included), the built pages' inline scripts by hash, and Stripe
 * only when it is configured. Nobody may frame the shop.
 */
export function contentSecurityPolicy({ stripe, inlineScripts }: PolicyInputs): Record<string, string[]> {
  const extra = (sources: string[]) => (stripe ? sources : []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts, ...extra(STRIPE.script)],
    'style-src': ["'self'"],
    // The favicon is a data: URL; 3D textures may be decoded from blobs.
    'img-src': ["'self'", 'data:', 'blob:', ...extra(STRIPE.img)],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...extra(STRIPE.connect)],
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hash sources of every inline script in the given HTML files (missing files are skipped). */
export function inlineScriptHashes(htmlFiles: string[]): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles) {
    let html: string;
    try {
      html = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      if (match[1].trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The index.html files of the client builds this process serves. */
export const servedIndexFiles = (...dirs: Array<string | undefined>): string[] =>
  dirs.filter((dir): dir is string => Boolean(dir)).map((dir) => path.resolve(dir, 'index.html'));
