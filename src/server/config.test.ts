import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('refuses a HOST other machines can reach while the dev mailbox is on', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/HOST "0.0.0.0".*NODE_ENV=production or DEV_MAILBOX=off/);
    expect(() => loadConfig({ HOST: '192.168.1.20', NODE_ENV: 'test' })).toThrow(ConfigError);
    expect(loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_MAILBOX: 'off' }).devMailbox).toBe(false);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) expect(loadConfig({ HOST: host }).devMailbox).toBe(true);
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: resolve('./data'), databaseUrl: undefined, adminEmail: 'admin@wattson.local' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mailFrom).toBe('Wattson <no-reply@localhost>');
    // The job queue's workers run in the server unless a deployment runs `npm run worker` instead.
    expect(config).toMatchObject({ jobWorker: 'in-process', mailRetryDelaySeconds: 30, cacheFastPath: true });
    expect(loadConfig({ CACHE_FAST_PATH: 'off' }).cacheFastPath).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ JOB_WORKER: 'separate' }, 'JOB_WORKER'],
    [{ CACHE_FAST_PATH: 'false' }, 'CACHE_FAST_PATH'],
    [{ MAIL_RETRY_DELAY_SECONDS: '0' }, 'MAIL_RETRY_DELAY_SECONDS'],
  ])('names the bad variable in one line: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });

  it('never echoes a value that carries a credential', () => {
    for (const env of [{ ADMIN_PASSWORD: 'hunter2' }, { DATABASE_URL: 'mysql://root:s3cret@db' }, { METRICS_TOKEN: 'tiny token' }]) {
      const [name, value] = Object.entries(env)[0] ?? ['', ''];
      const message = (() => {
        try {
          loadConfig(env);
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).toContain(name);
      expect(message).not.toContain(value);
    }
  });

  it('reads TRUST_PROXY as off, on, or proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12, ::1' }).trustProxy).toBe('10.0.0.0/8, 172.16.0.0/12, ::1');
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toBe('uniquelocal');
    // Fastify ignores a bare hop count, and a malformed range would crash the start: both are refused here.
    for (const bad of ['1', '10.0.0.0/33', '10.0.0/8', 'localhost']) expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow('TRUST_PROXY');
  });

  it('reads METRICS_TOKEN, empty meaning unset', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-scrape-token' }).metricsToken).toBe('a-long-enough-scrape-token');
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });
});
