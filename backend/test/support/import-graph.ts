import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const SIDE_EFFECT_IMPORT = /(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const isSource = (file: string) => file.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(file);

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return isSource(full) ? [full] : [];
  });

const resolveImport = (from: string, spec: string): string | null => {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
};

/** Every relative import between the non-test source files under `root`, as file → imported files. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const specs = [...text.matchAll(IMPORT), ...text.matchAll(SIDE_EFFECT_IMPORT)].map((m) => m[1]);
    const targets = specs.map((spec) => resolveImport(file, spec)).filter((t): t is string => t !== null);
    graph.set(
      file,
      [...new Set(targets)].filter((t) => t.startsWith(root)),
    );
  }
  return graph;
}

/** The strongly connected components with more than one member (or a self-import): each is an import cycle. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The file graph folded to its top-level folders under `root` (contexts, infrastructure, the root's own files). */
export function folderGraph(root: string, graph: Map<string, string[]>): Map<string, Set<string>> {
  const folderOf = (file: string) => {
    const rel = path.relative(root, file).split(path.sep);
    return rel.length === 1 ? '(root)' : rel[0];
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target));
    folders.set(from, edges);
  }
  return folders;
}
