// Writes server/schema.graphql, the SDL every app's operation types are generated from.
// `src/graphql/sdl.test.ts` fails when the file is behind the modules' schema.graphql files.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printTypeDefs } from '../src/graphql/schema.js';

const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
writeFileSync(target, printTypeDefs());
console.log(`wrote ${target}`);
