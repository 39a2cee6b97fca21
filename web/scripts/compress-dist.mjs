// Writes .br and .gz beside every text asset of a build folder, so a static server with pre-compressed support
// (e.g. @fastify/static's `preCompressed`) sends compressed files without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

let files = 0;
for (const file of walk(root)) {
  if (!compressible.test(file)) continue;
  const source = readFileSync(file);
  if (source.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  files++;
}
console.log(`compressed ${files} files in ${path.relative(process.cwd(), root) || '.'} (.br and .gz)`);
