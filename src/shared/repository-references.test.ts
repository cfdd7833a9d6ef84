import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const folders = ['src', 'e2e', 'scripts', 'bench'];
const endings = ['.ts', '.tsx', '.mjs', '.css'];

/**
 * Comments and test titles cite only what a reader of the repository can open: an ADR ("ADR 62"),
 * a section of docs/spec/storefront-spec.md ("spec §4") or a file. A tracker's issue number or a
 * design document kept elsewhere says nothing to the next engineer: the comment states the rule itself.
 */
const unreachable = [/\bissues? #?\d+\b/i, /DESIGN\.md/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return endings.some((ending) => entry.name.endsWith(ending)) ? [path] : [];
  });
}

describe('the repository explains itself', () => {
  it('cites no issue number or outside design document in src, e2e, scripts or bench', () => {
    const files = folders.flatMap((folder) => sourceFiles(join(root, folder)));
    expect(files.length).toBeGreaterThan(100);
    const citations = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => (unreachable.some((pattern) => pattern.test(line)) ? [`${relative(root, path)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citations).toEqual([]);
  });
});
