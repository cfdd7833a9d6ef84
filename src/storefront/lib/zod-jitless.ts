import { z } from 'zod/v4';

/**
 * Zod 4 probes for eval (`new Function`) the first time it builds an object schema, to compile fast
 * parsers. The shop's CSP forbids eval, so the probe is a CSP violation that Chrome reports on every
 * page (Lighthouse best practices). Switching the compiler off skips the probe; our payloads are small.
 * The storefront build resolves `zod` to this module (vite.config.ts), so the switch is set before any
 * schema is built, and only in the chunks that load zod, never in the first view.
 */
z.config({ jitless: true });

export * from 'zod/v4';
