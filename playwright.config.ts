import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/wattson-e2e-${process.pid}`;

/** The Razorpay stand-in (src/server/test/razorpay-stand-in/) the shop pays through in journeys: no network. */
const standInPort = Number(process.env.E2E_RAZORPAY_PORT ?? port + 1000);
const razorpay = {
  RAZORPAY_KEY_ID: 'rzp_test_StandIn0000001',
  RAZORPAY_KEY_SECRET: 'stand-in-key-secret-1',
  RAZORPAY_WEBHOOK_SECRET: 'stand-in-webhook-secret-1',
};

const desktop = { browserName: 'chromium' as const, viewport: { width: 1366, height: 900 } };

/** Journeys run against the production build on a throwaway embedded database, in Debian's chromium. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /admin-.*\.spec\.ts/, use: desktop },
    // Journeys that sign the one admin account in read its codes from one mailbox, so they take
    // turns; and staff add products that the shop journeys count, so they come last.
    { name: 'admin-sign-in', testMatch: /auth-admin-.*\.spec\.ts/, dependencies: ['chromium'], use: desktop },
    { name: 'admin-site', testMatch: /(^|\/)admin-.*\.spec\.ts/, dependencies: ['admin-sign-in'], use: desktop },
  ],
  webServer: [
    {
      command: 'node --import tsx src/server/test/razorpay-stand-in/stand-in-cli.ts',
      url: `http://127.0.0.1:${standInPort}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { ...razorpay, RAZORPAY_STAND_IN_PORT: String(standInPort), SHOP_WEBHOOK_URL: `http://127.0.0.1:${port}/api/webhooks/razorpay` },
    },
    {
      command: `rm -rf ${dataDir} && node scripts/start.mjs`,
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'e2e-admin-password',
        LOG_LEVEL: 'warn',
        AUTH_IP_LIMIT_PER_HOUR: '100000',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...razorpay,
        RAZORPAY_API_URL: `http://127.0.0.1:${standInPort}`,
        RAZORPAY_CHECKOUT_URL: `http://127.0.0.1:${standInPort}/v1/checkout.js`,
      },
    },
  ],
});
