import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '../project-root.js';
import { httpRequest } from './http-client.js';

export const ADMIN_EMAIL = 'owner@wattson.test';
export const ADMIN_PASSWORD = 'faults-admin-pass-42';

/** A free loopback port, chosen by the OS (the small race until the server binds it is acceptable in tests). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** Sends the signal unless the process is already gone. */
  kill(signal: NodeJS.Signals): void;
}

const running = new Set<ServerProcess>();

/**
 * Starts `src/server/main.ts` exactly as production would run it (config from the environment,
 * migrate, seed when empty, listen), as its own process so it can be killed. Node runs it directly
 * with tsx's loader: no build is needed, and the process killed is the server itself, not a wrapper.
 */
export async function startServer(env: Record<string, string>, entry = 'src/server/main.ts'): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, entry)], {
    cwd: projectRoot,
    // Only what a server needs from this environment: a developer's own DATABASE_URL or SMTP_URL
    // must not leak into a test that means the embedded database or the dev mailbox.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      AUTH_IP_LIMIT_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    // Enough to explain a failure; a server under load can log a lot.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** Waits until `/readyz` answers 200; fails with the server's output if it exits or takes too long. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited before it was ready:\n${server.output()}`);
    const res = await httpRequest(`${server.url}/readyz`, { timeoutMs: 2_000 });
    if (res.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

export async function startReadyServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  await waitUntilReady(server);
  return server;
}

/**
 * Starts `npm run worker`'s entry (src/server/worker.ts), the job queue's workers in a process of their
 * own, and waits for its start-up line. Its `port` and `url` mean nothing: a worker does not listen.
 */
export async function startWorker(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const worker = await startServer({ LOG_LEVEL: 'info', ...env }, 'src/server/worker.ts');
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void worker.exited.then(() => (gone = true));
  while (!worker.output().includes('Wattson worker is running the job queue')) {
    if (gone || Date.now() > deadline) throw new Error(`worker did not start:\n${worker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return worker;
}

/** Stops with SIGTERM and waits for the exit; a server that does not stop within the deadline is killed. */
export async function stopServer(server: ServerProcess, deadlineMs = 15_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), deadlineMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** For afterAll: whatever a failed test left running is killed, so no server outlives the suite. */
export async function killAllServers(): Promise<void> {
  const left = [...running];
  for (const server of left) server.kill('SIGKILL');
  await Promise.all(left.map((server) => server.exited));
}
