/**
 * Workspace packages that plain Node runs compiled (@tiix/domain: the server's dist imports it)
 * export their TypeScript sources under this condition. The type-checker (tsconfig
 * `customConditions`), vitest and Rsbuild ask for it, so tests, dev servers and app bundles read
 * the sources and never a stale build; Node does not, and loads the package's dist/.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SOURCE_CONDITION = '@tiix/source';

/** The packages that export sources under SOURCE_CONDITION: name -> folder in the workspace. */
const SOURCE_PACKAGES = { '@tiix/domain': 'domain' } as const;

/** The file a package exports under SOURCE_CONDITION (its package.json stays the one record). */
function sourceEntry(dir: string): string {
  const base = new URL(`../${dir}/`, import.meta.url);
  const pkg = JSON.parse(readFileSync(new URL('package.json', base), 'utf8')) as {
    exports: Record<string, Record<string, string>>;
  };
  return fileURLToPath(new URL(pkg.exports['.']![SOURCE_CONDITION]!, base));
}

/**
 * Vitest's aliases to those sources. Aliases and not `resolve.conditions`: vitest hands the
 * conditions of the node environment to Node as `--conditions` for every dependency it loads,
 * and a list given there also replaces Vite's defaults.
 */
export const vitestSourceAliases = Object.entries(SOURCE_PACKAGES).map(([name, dir]) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: sourceEntry(dir),
}));

/** Rsbuild's `resolve.conditionNames`: the source condition, then Rspack's defaults ('...'). */
export const rsbuildConditionNames = [SOURCE_CONDITION, '...'];
