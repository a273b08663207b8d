// `pnpm test`: every test. Unit, component and server tests (PGlite, or PostgreSQL when
// DATABASE_URL is set), the security suite, then a production build and the Playwright specs
// in Chromium.
import { ensureInstalled, run } from './run.mjs';

ensureInstalled();
run('node', ['--test', 'scripts/lint-boundaries.test.mjs']);
run('pnpm', ['run', 'test:unit']);
// The security suite (server/src/security, docs/security.md): one test per hardening finding
// and a property-based pass over every REST body and GraphQL argument.
run('pnpm', ['run', 'test:security']);
run('pnpm', ['build']);
run('pnpm', ['run', 'test:e2e']);
console.log('\nAll test suites passed.');
