// After tsc: bundles src/main.ts with its dependencies into dist/main.js, the file `pnpm start`
// and the e2e suite run. Loading one file instead of some two thousand modules (resolution, file
// reads and CommonJS interop for each) takes less than half the CPU time (docs/performance.md,
// "Start-up"). Not minified: a smaller file loaded no faster, and stack traces stay readable.
// tsc's per-module output stays in dist/ beside it: the benchmark scripts and
// scripts/pglite-snapshot.mjs import single modules from it.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const outfile = fileURLToPath(new URL('../dist/main.js', import.meta.url));

// Loaded from node_modules at run time, not bundled: each needs files of its own package.
const EXTERNAL = [
  // its WebAssembly, file-system image and extension archives sit next to its code
  '@electric-sql/pglite',
  // native addons
  'sharp',
  '@node-rs/argon2',
  // reads its time-zone files from its own folder
  '@touch4it/ical-timezones',
  // an error path resolves its own folder with __dirname, which an ES module bundle lacks
  'ioredis',
  // its transports run worker threads from files in its own folder
  'pino',
  // node-postgres's optional native binding, required only when asked for (never here)
  'pg-native',
];

// Modules that locate files from their own URL (migrations, league data, the module SDL, the
// snapshot) keep doing so from where tsc puts them: `import.meta.url` in src/a/b.ts becomes the
// URL of dist/a/b.js, so `new URL('../x', import.meta.url)` names the same file as before.
const moduleUrlAsInDist = {
  name: 'module-url-as-in-dist',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const rel = relative(srcDir, args.path);
      if (rel.startsWith('..')) return undefined;
      const asInDist = JSON.stringify(rel.split('\\').join('/').replace(/\.ts$/, '.js'));
      const text = await readFile(args.path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${asInDist}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

const result = await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  sourcemap: 'linked',
  // Bundled CommonJS dependencies call require() for Node's built-in modules.
  banner: {
    js: "import { createRequire as __tiixCreateRequire } from 'node:module';\nconst require = __tiixCreateRequire(import.meta.url);",
  },
  plugins: [moduleUrlAsInDist],
  metafile: true,
  logLevel: 'warning',
});

// A bundled dependency that finds its own files through __dirname, __filename or its own
// import.meta.url would look in dist/ instead: it belongs in EXTERNAL. Checked here rather than
// met as a crash on the first request that reaches it.
const code = await readFile(outfile, 'utf8');
const ours = (line) =>
  line.includes('__tiixCreateRequire') || /new URL\("[^"]+\.js", import\.meta\.url\)/.test(line);
// esbuild heads each module's code with a `// path/to/module.js` line.
const moduleAt = (index) => {
  for (let at = index; at > 0;) {
    at = code.lastIndexOf('\n// ', at - 1);
    const line = code.slice(at + 4, code.indexOf('\n', at + 1));
    if (/^[\w@+./-]+\.[cm]?[jt]s$/.test(line)) return line;
  }
  return 'unknown module';
};
const offenders = new Set();
for (const m of code.matchAll(/\b__dirname\b|\b__filename\b|import\.meta\.url/g)) {
  const line = code.slice(code.lastIndexOf('\n', m.index) + 1, code.indexOf('\n', m.index));
  if (!ours(line)) offenders.add(moduleAt(m.index));
}
if (offenders.size > 0) {
  console.error(
    'dist/main.js: bundled modules locate files next to themselves; add their package to EXTERNAL' +
      ` in scripts/bundle.mjs:\n  ${[...offenders].join('\n  ')}`,
  );
  process.exit(1);
}
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(`wrote dist/main.js (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
