// Puts the prerendered home screen (built by `vite build --ssr src/app/home-shell.tsx`) into dist/index.html.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ssrDir = path.join(web, 'dist-ssr');
const { renderHomeShell } = await import(pathToFileURL(path.join(ssrDir, 'home-shell.js')).href);
const indexPath = path.join(web, 'dist', 'index.html');
const index = readFileSync(indexPath, 'utf8');
const marker = '<div id="root"></div>';
if (!index.includes(marker)) throw new Error(`${marker} not found in dist/index.html`);
// Only "/" shows the home screen; any other path clears it before the first paint.
const guard = `<script>if(location.pathname!=='/')document.getElementById('root').textContent=''</script>`;
writeFileSync(indexPath, index.replace(marker, `<div id="root">${renderHomeShell()}</div>${guard}`));
rmSync(ssrDir, { recursive: true, force: true });
console.log('home shell written into dist/index.html');
