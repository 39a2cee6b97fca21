// Puts the prerendered home screen (built by `vite build --ssr src/app/home-shell.tsx`) into dist/index.html.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ssrDir = path.join(web, 'dist-ssr');
const {
  renderHomeShell,
  renderPageSkeleton,
  renderPageShells,
  renderThaiHeader,
  shellLanguageExpression,
  SESSION_HEADER,
  ORDER_SHELL_SHORT_ID,
} = await import(pathToFileURL(path.join(ssrDir, 'home-shell.js')).href);
const indexPath = path.join(web, 'dist', 'index.html');
const index = readFileSync(indexPath, 'utf8');
const marker = '<div id="root"></div>';
if (!index.includes(marker)) throw new Error(`${marker} not found in dist/index.html`);
// Only "/" shows the home screen. Any other path keeps the header and swaps the hero before the first paint (no link
// is the current page yet) for that page's own first screen where it needs no data (how-to-order; the checkout for a
// browser with no cart key stored, whose cart is empty), in the shopper's language worked out as the app will
// (shell-language.ts); an order's page with its number in the heading; or else a page skeleton, so the shell shows
// at once while that page's code loads. Its links
// are real links; the first button pressed on it (theme, sign in, cart, menu) is kept in `__shellInput` for the app
// to press again once it has rendered (app/input-during-render.ts takes it over).
// On "/" too: a tap on the first screen before its own code has run is kept the same way (app/first-screen.tsx then
// brings the app at once, which presses it again).
// Paths as the router matches them: any case, an optional trailing slash.
// A Thai shopper's header is Thai from the first paint, on every page (the prerendered one is English).
const guard =
  `<script>(function(){var lang=${shellLanguageExpression};if(lang==='th'){` +
  `var h=document.querySelector('#root header');if(h)h.outerHTML=${JSON.stringify(renderThaiHeader())}}` +
  `if(location.pathname!=='/'){var m=document.getElementById('main');` +
  `var shells=${JSON.stringify(renderPageShells())},own=function(o,k){return Object.prototype.hasOwnProperty.call(o,k)};` +
  `var p=location.pathname.toLowerCase();if(p.length>1&&p.charAt(p.length-1)==='/')p=p.slice(0,-1);` +
  `var known=false;try{known=!!localStorage.getItem(${JSON.stringify(SESSION_HEADER)})}catch(e){}` +
  `var shell=own(shells.always,p)?shells.always[p]:!known&&own(shells.newVisitor,p)?shells.newVisitor[p]:null;` +
  // An order's page, for an address whose id is a UUID (nothing else reaches the markup): its number in the heading.
  `var parts=p.split('/');if(!shell&&parts.length===3&&parts[1]==='orders'&&/^[0-9a-f-]{36}$/.test(parts[2])){` +
  `var short=parts[2].slice(-8).toUpperCase();` +
  `shell={en:shells.order.en.split(${JSON.stringify(ORDER_SHELL_SHORT_ID)}).join(short),` +
  `th:shells.order.th.split(${JSON.stringify(ORDER_SHELL_SHORT_ID)}).join(short)}}` +
  // The skeleton first; a page's own words once their faces have loaded (at most 300 ms on), so they are drawn in
  // the face the app will draw them in: the app's render of the same words is then no larger, and the first
  // screen's paint stays the page's largest. Never over the app, should it have rendered first.
  `if(m)m.innerHTML=${JSON.stringify(renderPageSkeleton())};` +
  `if(m&&shell){var done=false,put=function(){if(done)return;done=true;if(m.isConnected)m.innerHTML=shell[lang]};` +
  `var f=document.fonts;if(f&&f.load)Promise.all([f.load('1em "Sound Putter Sans"'),` +
  `lang==='th'?f.load('1em "Sound Putter Thai"','\u0e01'):null]).then(put,put);else put();setTimeout(put,300)}` +
  `document.querySelectorAll('#root [aria-current]').forEach(function(e){e.removeAttribute('aria-current')})}` +
  `var s=window.__shellInput={},r=document.getElementById('root');s.onClick=function(e){` +
  `var b=e.target.closest&&e.target.closest('button');if(!b||!r.contains(b))return;e.preventDefault();` +
  `if(!s.click)s.click=b};document.addEventListener('click',s.onClick,true)})()</script>`;
let html = index.replace(marker, `<div id="root">${renderHomeShell()}</div>${guard}`);

// The app's entry starts loading once the static first screen has painted (or after 200 ms in a hidden tab, where
// frames do not run), so the first paint waits for HTML and CSS only.
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
if (!entry) throw new Error('module entry script not found in dist/index.html');
html = html.replace(entry[0], '');
const boot =
  `<script>(function(){var started=false;function boot(){if(started)return;started=true;` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};` +
  `document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,200)})()</script>`;
html = html.replace('</body>', `${boot}\n  </body>`);
// The text face is asked for with the stylesheet, not after it, so the guard's wait for it (above) is short.
const textFont = readdirSync(path.join(web, 'dist', 'assets')).find((file) =>
  /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
);
if (!textFont) throw new Error('the text face (inter-latin-wght-normal-*.woff2) is not in dist/assets');
html = html.replace(
  '</head>',
  `  <link rel="preload" href="/assets/${textFont}" as="font" type="font/woff2" crossorigin>\n  </head>`,
);
writeFileSync(indexPath, html);
rmSync(ssrDir, { recursive: true, force: true });
console.log('home shell written into dist/index.html');
