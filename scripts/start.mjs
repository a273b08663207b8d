// `pnpm start`: install if needed, build the apps and the server whose sources changed since
// their last build, then serve the whole product on one port (embedded PGlite database unless
// DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, root, run } from './run.mjs';

ensureInstalled();
run(process.execPath, [join(root, 'scripts', 'build-changed.mjs')]);
const server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
  cwd: join(root, 'server'),
  stdio: 'inherit',
  // A local run reads its sign-in mails at /dev/mailbox (loopback clients only; without SMTP_URL).
  // A deployment sets SMTP_URL, or DEV_MAILBOX_ENABLED=false (docs/security.md), and PUBLIC_URL
  // (required in production; here the local address the server prints).
  env: {
    NODE_ENV: 'production',
    DEV_MAILBOX_ENABLED: 'true',
    PUBLIC_URL: `http://localhost:${process.env.PORT || 3000}`,
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
