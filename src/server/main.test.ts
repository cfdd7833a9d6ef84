import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
const main = join(process.cwd(), 'src/server/main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'wattson-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(tsx, [main], { env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitForOk(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error(`${url} never answered`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the server process (npm start)', () => {
  it('stops with one line naming a bad variable', async () => {
    const run = start({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    const lines = run.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
  });

  it('migrates, seeds, creates the admin with a printed password, serves, and drains on SIGTERM', async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const run = start({ PORT: String(port), ADMIN_EMAIL: 'owner@wattson.test' });
    await waitForOk(`http://127.0.0.1:${port}/healthz`, 60_000);
    await waitForOk(`http://127.0.0.1:${port}/readyz`, 5_000);
    const list = (await (await fetch(`http://127.0.0.1:${port}/api/products?pageSize=1`)).json()) as { total: number };
    expect(list.total).toBeGreaterThanOrEqual(80);
    expect(run.output().stdout).toMatch(/Admin account created: owner@wattson\.test \/ \S{12,}/);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);

    // A second start on the same data keeps the catalog and prints no new password.
    const again = start({ PORT: String(port), ADMIN_EMAIL: 'owner@wattson.test' });
    await waitForOk(`http://127.0.0.1:${port}/readyz`, 60_000);
    const same = (await (await fetch(`http://127.0.0.1:${port}/api/products?pageSize=1`)).json()) as { total: number };
    expect(same.total).toBe(list.total);
    expect(again.output().stdout).not.toContain('Admin account created');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
