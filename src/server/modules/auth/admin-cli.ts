/**
 * `npm run admin -- unlock [--email someone@example.in]`: the documented way back in when sign-in or
 * code limits hold an account (the admin's by default, ADMIN_EMAIL): clears its sign-in and code
 * budgets, on PGlite (DATA_DIR, with the server stopped) or PostgreSQL (DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { clearAccountLimits } from './sign-in-limits.service.js';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' } } });
  const [command] = positionals;
  if (command !== 'unlock') throw new Error('usage: npm run admin -- unlock [--email address]');
  const config = loadConfig();
  const email = values.email ?? config.adminEmail;
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await clearAccountLimits(database.db, email);
    console.log(`Sign-in and code limits cleared for ${email}: it can sign in again.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
