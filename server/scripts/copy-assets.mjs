// tsc emits only JavaScript; the GraphQL SDL next to each module must sit beside it in dist/ too,
// because src/graphql/schema.ts reads it relative to its own location.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.graphql')) continue;
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  copyFileSync(join(src, file), join(dist, file));
}
