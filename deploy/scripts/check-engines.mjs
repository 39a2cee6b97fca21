// Every package the lockfile installs must accept the oldest Node the README supports (package.json `engines`), so a
// newcomer's `npm ci` on that Node prints no EBADENGINE warning. Pin or override the package that fails here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const semver = require('semver');
const root = new URL('../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));

const oldest = semver.minVersion(manifest.engines.node);
const refused = Object.entries(lock.packages)
  .filter(([path, entry]) => path.includes('node_modules/') && !entry.optional && entry.engines?.node)
  .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node, { includePrerelease: true }))
  .map(
    ([path, entry]) =>
      `${path.slice(path.lastIndexOf('node_modules/') + 13)}@${entry.version} wants node ${entry.engines.node}`,
  );

if (refused.length > 0) {
  console.error(`These packages refuse Node ${oldest} (package.json engines "${manifest.engines.node}"):`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`All ${Object.keys(lock.packages).length - 1} locked packages accept Node ${oldest}.`);
