/**
 * Where a V8 CPU profile's time went: self time by function (top N) and by where the code lives (a package in
 * node_modules, the shop's own source, node's internals, garbage collection, idle).
 *
 *   node dist-bench/bench/cpu-profile-summary.js file.cpuprofile [N]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export function summarizeProfile(profile: Profile, top = 20): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);

  const place = (url: string, name: string): string => {
    if (name === '(garbage collector)') return 'garbage collection';
    if (name === '(idle)') return 'idle';
    if (name === '(program)') return 'V8 / native (program)';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (pkg) return pkg[1];
    if (url.startsWith('node:')) return 'node internals';
    const own = /\/(?:dist|src)\/([^/]+)\//.exec(url);
    if (own) return `shop: ${own[1]}`;
    return url ? url.replace(/^.*\//, '') : 'native';
  };

  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/(dist|src)\//, '')}:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    const where = place(url, functionName);
    places.set(where, (places.get(where) ?? 0) + us);
  }
  const busy = total - (places.get('idle') ?? 0);
  const lines = [
    `profiled ${(total / 1000).toFixed(0)} ms, busy ${(busy / 1000).toFixed(0)} ms`,
    '',
    'self time by place:',
  ];
  for (const [where, us] of [...places].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    lines.push(`  ${(us / 1000).toFixed(1).padStart(9)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${where}`);
  }
  lines.push('', `top ${top} functions by self time:`);
  for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`  ${(us / 1000).toFixed(1).padStart(9)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
  return lines.join('\n');
}

if (require.main === module) {
  const [file, top] = process.argv.slice(2);
  console.log(summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(top ?? 20)));
}
