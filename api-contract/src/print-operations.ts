/**
 * Prints the query operations the apps send, as JSON: `[{ pkg, file, name, text }]`, each
 * document whole (its fragments included) and as the browser sends it (`asSentByTheClient`).
 * `pnpm bench:api` loads the server with these, so that it measures the apps' own documents and
 * never a copy that drifts from them.
 *
 * Usage: tsx --conditions=@tiix/source src/print-operations.ts
 */
import { asSentByTheClient, loadAllOperations } from './documents';

const operations = (await loadAllOperations())
  .filter((operation) => operation.kind === 'query')
  .map(({ pkg, file, name, document }) => ({
    pkg,
    file,
    name,
    text: asSentByTheClient(document),
  }));
process.stdout.write(`${JSON.stringify(operations)}\n`);
