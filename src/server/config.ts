import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { indianStates } from '../shared/shopping/indian-states.js';
import { gstStateCode } from '../shared/tax/gst-states.js';
import { isValidGstin } from '../shared/tax/gstin.js';

/** Environment → typed configuration. Every variable of the README's configuration table lives here and only here. */
const portSchema = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0, 'must be 0–65535').max(65535, 'must be 0–65535');
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The forms Fastify's trustProxy accepts from us: on, off, or addresses, CIDR ranges and proxy-addr's named ranges. */
function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((entry) => {
    const [address = '', prefix, extra] = entry.trim().split('/');
    if (['loopback', 'linklocal', 'uniquelocal'].includes(address) && prefix === undefined) return true;
    const version = isIP(address);
    const maxPrefix = version === 6 ? 128 : 32;
    return version > 0 && extra === undefined && (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix));
  });
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
  PORT: portSchema.default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3, 'must be an address such as Wattson <no-reply@example.com>').default('Wattson <no-reply@localhost>'),
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).default('admin@wattson.local'),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters').optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ message: 'must be a URL such as https://shop.example.com' }).optional()),
  SHOP_PHONE: z.string().min(3, 'must not be empty').default('+91 98765 43210'),
  SHOP_EMAIL: z.email({ message: 'must be an email address' }).default('support@wattson.example'),
  SHOP_ADDRESS: z.string().min(3, 'must not be empty').default('12 Lamington Road, Grant Road East, Mumbai, Maharashtra 400007, India'),
  SHOP_LEGAL_NAME: z.string().trim().min(2, 'must not be empty').max(200, 'must be at most 200 characters').default('Wattson Electricals Private Limited'),
  SHOP_STATE: z.enum(indianStates, { message: 'must be a state or union territory of India, e.g. Maharashtra' }).default('Maharashtra'),
  // The example GSTIN of the GST portal's documentation: a real shop sets its own.
  SHOP_GSTIN: z.string().trim().toUpperCase().refine(isValidGstin, 'must be a valid GSTIN (15 characters, check character last)').default('27AAPFU0939F1ZV'),
  AUTH_IP_LIMIT_PER_HOUR: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'is too large')
    .default(100),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1_000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000')
    .default(30_000),
  RECEIVE_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1_000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000')
    .default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be a pino level such as info' }).default('info'),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.string().refine(isTrustProxy, 'must be true, false, or proxy addresses such as 10.0.0.0/8 or uniquelocal').optional(),
  ),
  CACHE_FAST_PATH: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  JOB_WORKER: z.enum(['in-process', 'off'], { message: 'must be in-process or off' }).default('in-process'),
  MAIL_RETRY_DELAY_SECONDS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(3_600, 'must be at most 3600')
    .default(30),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\S{16,200}$/, 'must be 16–200 characters without spaces')
      .optional(),
  ),
  DEV_MAILBOX: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  RAZORPAY_KEY_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'must be a Razorpay key id such as rzp_test_1DP5mmOlF5G5ag')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\S{8,200}$/, 'must be 8–200 characters without spaces')
      .optional(),
  ),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\S{8,200}$/, 'must be 8–200 characters without spaces')
      .optional(),
  ),
  RAZORPAY_API_URL: z.preprocess(emptyAsUndefined, z.url({ message: 'must be a URL such as https://api.razorpay.com' }).default('https://api.razorpay.com')),
  RAZORPAY_CHECKOUT_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ message: 'must be a URL such as https://checkout.razorpay.com/v1/checkout.js' }).default('https://checkout.razorpay.com/v1/checkout.js'),
  ),
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(5, 'must be at least 5')
    .max(1_440, 'must be at most 1440')
    .default(30),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | undefined;
  publicUrl: string;
  shop: { name: string; phone: string; email: string; address: string };
  /** The seller's GST identity until staff save their own in the admin (modules/tax/seller.service.ts). */
  seller: { legalName: string; address: string; state: string; gstin: string };
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): behind a load balancer the
   * client's address, which the per-IP sign-in limits key on, is only known from that header.
   */
  trustProxy: boolean | string;
  /** Bearer token a Prometheus scraper sends to `/metrics`; unset, `/metrics` does not exist. */
  metricsToken: string | undefined;
  /** Sign-up, sign-in and code requests allowed per client IP per hour. */
  authIpLimitPerHour: number;
  /** The longest a request may take before it is answered 503 (e.g. while the database is unreachable). */
  requestTimeoutMs: number;
  /** The dev mailbox (/dev/mailbox): never in production, and never served to other machines. */
  devMailbox: boolean;
  /**
   * Whether cached catalog reads are answered in front of Fastify (http/cache-hit-fast-path.ts, ADR 12).
   * Off, every request takes Fastify's path: for ruling the fast path out when chasing a problem.
   */
  cacheFastPath: boolean;
  /**
   * `in-process`: this server also runs the job queue's workers and schedules (jobs/). `off`: it only
   * queues jobs, for deployments that run `npm run worker` as a process of its own.
   */
  jobWorker: 'in-process' | 'off';
  /** Wait before a failed mail's first retry; each later retry waits about twice as long (up to an hour). */
  mailRetryDelaySeconds: number;
  /** A request's headers and body must have arrived by then (408, connection closed): slow senders hold no socket forever. */
  receiveTimeoutMs: number;
  /** Online payment (ADR 30): set when RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET all are; null is COD only. */
  razorpay: RazorpayConfig | null;
  /** An order not paid online within this many minutes is cancelled and its stock returned. */
  paymentExpiryMinutes: number;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The API's origin (paths /v1/… are added); a local stand-in in tests. */
  apiUrl: string;
  /** Checkout's script, loaded by the checkout page; CSP allows its origin and the API's. */
  checkoutUrl: string;
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

export class ConfigError extends Error {}

const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'ADMIN_PASSWORD', 'METRICS_TOKEN', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']);

const RAZORPAY_VARIABLES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** Plain http only to this machine: keys and card payments never travel unencrypted. */
function isSecureOrLocal(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname));
}

function razorpayConfig(e: z.infer<typeof envSchema>): RazorpayConfig | null {
  const set = RAZORPAY_VARIABLES.filter((name) => e[name] !== undefined);
  if (set.length === 0) return null;
  if (set.length < RAZORPAY_VARIABLES.length) {
    const missing = RAZORPAY_VARIABLES.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid configuration: ${missing.join(' and ')} must be set too for online payment (or unset ${set.join(' and ')} for Cash on Delivery only)`,
    );
  }
  for (const name of ['RAZORPAY_API_URL', 'RAZORPAY_CHECKOUT_URL'] as const) {
    if (!isSecureOrLocal(e[name])) throw new ConfigError(`Invalid configuration: ${name} must be an https:// URL (got ${JSON.stringify(e[name])})`);
  }
  return {
    keyId: e.RAZORPAY_KEY_ID ?? '',
    keySecret: e.RAZORPAY_KEY_SECRET ?? '',
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
    apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
    checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Throws ConfigError whose message is one line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // The start-up line lands in logs: values that carry credentials are named, never echoed.
    const got = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(env[name] ?? '')})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got}`);
  }
  const e = parsed.data;
  if (gstStateCode(e.SHOP_STATE) !== e.SHOP_GSTIN.slice(0, 2)) {
    throw new ConfigError(
      `Invalid configuration: SHOP_GSTIN must start with ${gstStateCode(e.SHOP_STATE)}, the code of SHOP_STATE ${e.SHOP_STATE} (got "${e.SHOP_GSTIN}")`,
    );
  }
  const devMailbox = e.NODE_ENV !== 'production' && e.DEV_MAILBOX === 'on';
  // The dev mailbox shows every mailed code: a server other machines can reach must not have it, or anyone could read sign-up and reset codes.
  if (devMailbox && !isLoopbackHost(e.HOST)) {
    throw new ConfigError(
      `Invalid configuration: HOST ${JSON.stringify(e.HOST)} is reachable from other machines while the dev mailbox is on; set NODE_ENV=production or DEV_MAILBOX=off`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // Absolute, so file serving and the database agree whatever the working directory later is.
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    shop: { name: 'Wattson', phone: e.SHOP_PHONE, email: e.SHOP_EMAIL, address: e.SHOP_ADDRESS },
    seller: { legalName: e.SHOP_LEGAL_NAME, address: e.SHOP_ADDRESS, state: e.SHOP_STATE, gstin: e.SHOP_GSTIN },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authIpLimitPerHour: e.AUTH_IP_LIMIT_PER_HOUR,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    devMailbox,
    cacheFastPath: e.CACHE_FAST_PATH === 'on',
    jobWorker: e.JOB_WORKER,
    mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    receiveTimeoutMs: e.RECEIVE_TIMEOUT_MS,
    razorpay: razorpayConfig(e),
    paymentExpiryMinutes: e.PAYMENT_EXPIRY_MINUTES,
  };
}
