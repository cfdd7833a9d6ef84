import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A production build of the storefront: `storefront/` (browser, with its manifest) and `ssr/` (server renderer). */
    webBuildDir: string;
  }
}

/**
 * The storefront's production builds take most of a minute each; the tests that need them (bundle
 * budgets, server rendering) share one pair per run instead of building their own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const webDir = mkdtempSync(join(tmpdir(), 'wattson-web-build-'));
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'silent', build: { outDir: join(webDir, 'storefront'), emptyOutDir: true } });
  await build({ configFile: resolve('vite.ssr.config.ts'), logLevel: 'silent', build: { outDir: join(webDir, 'ssr'), emptyOutDir: true } });
  project.provide('webBuildDir', webDir);
  return () => rmSync(webDir, { recursive: true, force: true });
}
