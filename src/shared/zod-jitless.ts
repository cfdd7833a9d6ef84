import { z } from 'zod/v4';

/**
 * Zod 4 probes for eval (`new Function`) the first time it builds an object schema, to compile fast
 * parsers. The shop's CSP forbids eval, so the probe is a CSP violation that Chrome reports on every
 * page (Lighthouse best practices). Switching the compiler off skips the probe; our payloads are small.
 * The storefront and admin builds resolve `zod` to this module (vite.config.ts, vite.admin.config.ts),
 * so the switch is set before any schema is built, and only in the chunks that load zod.
 */
z.config({ jitless: true });

export * from 'zod/v4';
