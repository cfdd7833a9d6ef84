import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS, startedWithServerRuntime } from './server-runtime.mjs';

const root = join(import.meta.dirname, '..');

describe("the server's runtime settings", () => {
  it('are what the Dockerfile starts the server with', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const command = /^CMD (\[.*\])$/m.exec(runtimeStage.replace(/^HEALTHCHECK[\s\S]*?\n(?=\S)/m, ''))?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/server/server/main.js']);
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(runtimeStage).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
  });

  it('are recognised only when every flag and variable is there', () => {
    expect(startedWithServerRuntime(SERVER_NODE_FLAGS, SERVER_ENV)).toBe(true);
    expect(startedWithServerRuntime([], SERVER_ENV)).toBe(false);
    expect(startedWithServerRuntime(SERVER_NODE_FLAGS, {})).toBe(false);
  });

  it('keep the young generation small in a process started with them', () => {
    // Objects that survive a scavenge or two make V8 grow the new space: to 32 MB by default on Node 20, 128 MB on Node 24.
    const program = `const v8 = require('node:v8'); let kept = []; let largest = 0;
      for (let i = 0; i < 3e6; i++) {
        kept.push({ i, s: 'x' + i });
        if (kept.length > 200000) kept = [];
        if (i % 10000 === 0) largest = Math.max(largest, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
      }
      console.log(largest);`;
    const newSpace = (flags: string[]) => Number(spawnSync(process.execPath, [...flags, '-e', program], { encoding: 'utf8' }).stdout.trim());
    expect(newSpace([])).toBeGreaterThan(16 * 1024 * 1024);
    // Two semi-spaces of 4 MB. Node 24 adds pages of its own that come and go with each scavenge:
    // 8.4–13.1 MB measured on Node 24.21, so the bound is the default's floor above, not a page count.
    expect(newSpace(SERVER_NODE_FLAGS)).toBeLessThanOrEqual(16 * 1024 * 1024);
  });
});
