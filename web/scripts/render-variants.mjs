#!/usr/bin/env node
// Derives the responsive variants of the pictures the first screen shows (the home hero's): AVIF beside the WebP
// that `npm run renders` drew, and both at half width for phones, into src/assets/renders/<name>[-480].{avif,webp}.
// Needs the Debian packages webp (dwebp, cwebp) and libavif-bin (avifenc). Run after `npm run renders`, look at the
// pictures, commit them: building the shop needs none of these tools.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const renders = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/assets/renders');
const names = process.argv.slice(2).length ? process.argv.slice(2) : ['hero'];
const work = mkdtempSync(path.join(tmpdir(), 'render-variants-'));
const run = (tool, args) => execFileSync(tool, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const kb = (file) => `${(statSync(file).size / 1024).toFixed(1)} KB`;

try {
  for (const name of names) {
    const source = path.join(renders, `${name}.webp`);
    const full = path.join(work, `${name}.png`);
    const half = path.join(work, `${name}-480.png`);
    run('dwebp', ['-quiet', source, '-o', full]);
    run('dwebp', ['-quiet', '-scale', '480', '360', source, '-o', half]);
    const outputs = [
      ['avifenc', ['--min', '18', '--max', '30', '-s', '4', full, path.join(renders, `${name}.avif`)]],
      ['avifenc', ['--min', '18', '--max', '30', '-s', '4', half, path.join(renders, `${name}-480.avif`)]],
      ['cwebp', ['-quiet', '-q', '82', half, '-o', path.join(renders, `${name}-480.webp`)]],
    ];
    for (const [tool, args] of outputs) {
      run(tool, args);
      console.log(`${path.basename(args.at(-1))}  ${kb(args.at(-1))}`);
    }
    console.log(`${name}.webp  ${kb(source)} (drawn by npm run renders)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
