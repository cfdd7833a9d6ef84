// `npm start`: build when the build is missing or older than the sources, then run the server in this
// process — or, when it was not started with the server's runtime settings (server-runtime.mjs), in a
// child process that is.
// `npm run worker` (--worker): the same, then run the job queue's worker instead (src/server/worker.ts).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS, startedWithServerRuntime } from './server-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', '.build-stamp');
const inputs = ['src', 'drizzle', 'package-lock.json', 'vite.config.ts', 'vite.admin.config.ts', 'vite.ssr.config.ts', 'tsconfig.json', 'tsconfig.server.json'];

// Handed over before anything else, so the staleness walk and the build run once, in the server's own process.
if (!startedWithServerRuntime()) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...SERVER_ENV },
  });
  // The server drains on SIGTERM and SIGINT (graceful-drain.ts): pass them on and leave with its exit code.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  if (isStale()) build();
  await import(join(root, process.argv.includes('--worker') ? 'dist/server/server/worker.js' : 'dist/server/server/main.js'));
}

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale() {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputs.some((input) => existsSync(join(root, input)) && newestMtime(join(root, input)) > built);
}

function build() {
  console.log('Building Wattson (storefront, admin site, server)…');
  const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.admin.config.ts', '--logLevel', 'warn']);
  run([join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json']);
  run([join(root, 'scripts/compress-assets.mjs'), join(root, 'dist/web')]);
  // After compressing: the server-side renderer is read by the server, never sent to browsers.
  run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.ssr.config.ts', '--logLevel', 'warn']);
  writeFileSync(stamp, new Date().toISOString());
}
