import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import adminConfig from '../../vite.admin.config.js';
import storefrontConfig from '../../vite.config.js';

const jitlessModule = fileURLToPath(new URL('./zod-jitless.ts', import.meta.url));

/** Where a build resolves a bare `import … from 'zod'`, per its aliases. */
function zodTarget(config: UserConfig): string | undefined {
  const aliases = config.resolve?.alias;
  if (!Array.isArray(aliases)) return undefined;
  for (const alias of aliases as { find: string | RegExp; replacement: string }[]) {
    if (alias.find instanceof RegExp ? alias.find.test('zod') : alias.find === 'zod') return alias.replacement;
  }
  return undefined;
}

/** The admin bundle uses jitless zod: zod's eval probe trips the CSP (script-src without 'unsafe-eval') on every page that loads it. */
describe('zod without eval in both browser bundles', () => {
  it.each([
    ['storefront', storefrontConfig],
    ['admin', adminConfig],
  ])('the %s build resolves zod to the jitless module', (_name, config) => {
    expect(zodTarget(config)).toBe(jitlessModule);
  });

  it('the jitless module turns the compiler (and its eval probe) off before any schema is built', async () => {
    const zod = await import('./zod-jitless.js');
    expect(zod.config().jitless).toBe(true);
    expect(zod.object({ a: zod.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
