import fs from 'node:fs';
import path from 'node:path';

/** swc compiles only TypeScript; copy the SQL migrations next to the compiled migrate.js. */
const src = path.join(__dirname, '../../../src/infrastructure/database/migrations');
const dest = path.join(__dirname, '../database/migrations');
fs.mkdirSync(dest, { recursive: true });
for (const file of fs.readdirSync(src)) {
  if (file.endsWith('.sql')) fs.copyFileSync(path.join(src, file), path.join(dest, file));
}
