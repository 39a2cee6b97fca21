import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The contracts package publishes CommonJS; the browser bundle takes its TS source instead.
// Only the bare specifier is aliased: `@sound-putter/contracts/dto` (class-validator) must never reach the bundle.
const contractsSource = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));

/**
 * The app's code in as few files as its stages need. Left to itself the bundler makes a chunk for every set of
 * lazy modules that share code (about thirty, most under 2 KB), and a phone pays a round trip for each. Instead,
 * each stage's chunk holds what its root imports (statically, transitively) and no earlier stage holds:
 * `boot`: what the entry imports (the page's early start); `first-screen`: the home page's first screen, React
 * included, the one chunk `/` loads after those; `full-app`: the rest the whole app needs before any page (router,
 * store, layout, home page); `tracking-socket`: Socket.IO, loaded once an order is watched. Each lazy page keeps its
 * own chunk, and what several of them share is one more.
 */
export const stageChunks = (stages: Record<string, string>): Plugin => {
  const members = new Map<string, Set<string>>();
  const groups = [
    ...Object.keys(stages).map((name, index) => ({
      name,
      // Earlier stages win a module several import.
      priority: 100 - index,
      // The bundler's own runtime helpers come with the first stage.
      test: (id: string) => (members.get(name)?.has(id) ?? false) || (index === 0 && id === '\0rolldown/runtime.js'),
    })),
    // What several lazy pages share, in one chunk rather than one per set of pages.
    { name: 'pages-shared', priority: 1, minShareCount: 2 },
  ];
  return {
    name: 'stage-chunks',
    apply: (_config, env) => !env.isSsrBuild,
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: { groups } } } } }),
    buildEnd() {
      const ids = new Set(this.getModuleIds());
      for (const [name, root] of Object.entries(stages)) {
        if (!ids.has(root)) throw new Error(`stage-chunks: ${root} is not part of the build`);
        const seen = new Set<string>();
        const queue = [root];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        members.set(name, seen);
      }
    },
  };
};

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    stageChunks({
      boot: source('src/main.tsx'),
      'first-screen': source('src/app/first-screen.tsx'),
      'full-app': source('src/app/full-app.tsx'),
      // Socket.IO, for the pages that watch an order once its data is there: never in what a page needs first.
      'tracking-socket': source('src/api/tracking-socket.ts'),
    }),
  ],
  resolve: { alias: [{ find: /^@sound-putter\/contracts$/, replacement: contractsSource }] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'ws://localhost:3000', ws: true } } },
});
