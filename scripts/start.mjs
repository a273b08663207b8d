// `pnpm start`: install if needed, build every app and the server, then serve the whole
// product on one port (embedded PGlite database unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, root, run } from './run.mjs';

ensureInstalled();
run('pnpm', ['build']);
const server = spawn(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
  cwd: join(root, 'server'),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
