// Over 300 lines: every environment variable's schema, message and default in one place, so
// docs/configuration.md has one file to be checked against.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { BankPayee } from '#application/proposals/ports.ts';

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
/** An address browsers or the SDK reach over HTTP(S) (z.url takes `minio:9000` as a URL of scheme `minio:`). */
const optionalHttpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .optional();

/** express's names for address ranges (proxy-addr), besides addresses and subnets. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A comma list in express's trust-proxy syntax; never `true` or a hop count, which trust anyone. */
const trustedProxies = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .refine((entries) => entries.every(isProxyAddress), {
    message:
      'TRUST_PROXY must list the proxies by address or subnet (10.0.0.1, 10.0.0.0/8) or loopback, separated by commas',
  });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The proxies whose X-Forwarded-For names the visitor's address; none by default. */
  TRUST_PROXY: trustedProxies.optional(),
  BASE_URL: optionalUrl,
  DATA_DIR: z.string().default('var'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  OWNER_EMAIL: z.email().default('owner@example.com'),
  OWNER_NAME: z.string().trim().max(200).optional(),
  OWNER_PASSWORD: z.string().min(10, 'OWNER_PASSWORD must be at least 10 characters').optional(),
  CONTACT_EMAIL: z.email().default('hello@example.com'),
  MAIL_FROM: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('site'),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  JOB_BACKOFF_MS: z.coerce.number().int().min(0).default(5000),
  JOB_LOCK_MS: z.coerce.number().int().min(500).default(30_000),
  /** How long an anonymous page may be served from memory; 0 renders every request. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often expired test users are looked for and removed (a minute; tests make it shorter). */
  TEST_USER_SWEEP_MS: z.coerce.number().int().min(100).default(60_000),
  /** After SIGTERM: how long /readyz answers 503 before the listener closes, then how long requests may finish. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** Connections one address (an IPv6 /64) may hold open; a trusted proxy's are not counted. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(256),
  /** How long a request's headers may take to arrive, and a connection may stay silent. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** Prometheus metrics: on a port of their own (0 picks a free one), else on the site behind a token. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Where the metrics port listens; unset, on loopback only, unless a token guards it (then on HOST). */
  METRICS_HOST: z.string().min(1).optional(),
  /** Demo blog posts on a fresh database; on by default outside production. */
  SEED_DEMO_CONTENT: z.enum(['true', 'false']).optional(),
  /** Tag my Thing's developer preview: its password (never sent to browsers) and its address. */
  PREVIEW_PASSWORD: z.string().optional(),
  PREVIEW_URL: optionalUrl,
  /** ffmpeg, for thumbnails pulled from uploaded videos; without it only the editor's frame capture. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  /** Deposits by bank transfer (the default way to pay): the payee the client sees. */
  BANK_ACCOUNT_NAME: z.string().max(140).default('Example Studio Ltd'),
  BANK_NAME: z.string().max(140).default('Example Bank'),
  BANK_SORT_CODE: z
    .string()
    .regex(/^\d{2}-?\d{2}-?\d{2}$/, 'BANK_SORT_CODE must be six digits, like 12-34-56')
    .default('00-00-00'),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{8}$/, 'BANK_ACCOUNT_NUMBER must be eight digits')
    .default('00000000'),
  BANK_IBAN: z.string().max(34).optional(),
  BANK_BIC: z.string().max(11).optional(),
  /** Card deposits through Stripe Checkout instead of bank transfers; its webhook's signing secret. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'STRIPE_SECRET_KEY must start with sk_ or rk_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  /** Files in an S3-compatible bucket (AWS S3, MinIO, R2) instead of the local disk: both must be set. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_ENDPOINT: optionalHttpUrl,
  S3_REGION: z.string().default('us-east-1'),
  /** Unset, the AWS SDK finds credentials itself (an instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` for stores that address buckets by path (MinIO, most self-hosted ones). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Where browsers read the public buckets straight from the store (a CDN or the bucket's public URL). */
  S3_PUBLIC_URL: optionalHttpUrl,
});

/** Settings that only make sense together. */
function checkS3Settings(values: z.infer<typeof environmentSchema>): string[] {
  const problems: string[] = [];
  if ((values.S3_BUCKET === undefined) !== (values.S3_ENDPOINT === undefined))
    problems.push(
      'S3_BUCKET and S3_ENDPOINT must be set together (files stay on the local disk without both)',
    );
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if (values.S3_PUBLIC_URL !== undefined && values.S3_BUCKET === undefined)
    problems.push('S3_PUBLIC_URL needs S3_BUCKET and S3_ENDPOINT');
  return problems;
}

/** Values production refuses to guess: a missing one stops start-up. */
const REQUIRED_IN_PRODUCTION = ['BASE_URL', 'SESSION_SECRET'] as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * The proxies (addresses, subnets, `loopback`) whose `X-Forwarded-For` is believed; empty, the
   * address that connected is the visitor's (else anyone could name an address per request and
   * escape every per-address limit).
   */
  trustProxy: string[];
  baseUrl: string;
  dataDir: string;
  dbDir: string;
  uploadsDir: string;
  mailDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process; unset, twice the cores. */
  databasePoolSize: number | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  sessionSecret: string;
  ownerEmail: string;
  /** `OWNER_NAME`: the owner account's first and last name when it is created. */
  ownerName: string | undefined;
  ownerPassword: string | undefined;
  contactEmail: string;
  mailFrom: string;
  logLevel: string;
  queuePrefix: string;
  jobAttempts: number;
  jobBackoffMs: number;
  /** How long a worker's hold on a running job lasts unrenewed: a killed worker's job runs again after it. */
  jobLockMs: number;
  ffmpegPath: string;
  seedDemoContent: boolean;
  pageCacheTtlMs: number;
  /** How often expired test users are removed. */
  testUserSweepMs: number;
  /** After SIGTERM, how long `/readyz` answers 503 while the listener still accepts (a proxy's look). */
  shutdownDelayMs: number;
  /** Then how long requests (web) or the current job (worker) may take before they are cut off. */
  shutdownGraceMs: number;
  /** What one visitor may hold of the web process's connections (`connection-limits.ts`). */
  connections: { perAddress: number; headersTimeoutMs: number; idleTimeoutMs: number };
  /** Set: `/metrics` is served on this port only (0: a free one); the site's `/metrics` is 404. */
  metricsPort: number | undefined;
  /** Set: `/metrics` needs `Authorization: Bearer <token>` (on the site when no METRICS_PORT). */
  metricsToken: string | undefined;
  /**
   * The metrics port's interface: METRICS_HOST when given; else HOST when a token guards the port;
   * else 127.0.0.1, so metrics without a token are never open to the network by default.
   */
  metricsHost: string;
  /** The payee of deposits paid by bank transfer. */
  bankPayee: BankPayee;
  /** Set: deposits are paid by card through Stripe Checkout; unset: by bank transfer. */
  stripeSecretKey: string | undefined;
  /** Verifies Stripe's webhooks; without it no card payment can be recorded. */
  stripeWebhookSecret: string | undefined;
  /** Unset (either one): the developer preview is unavailable. */
  previewPassword: string | undefined;
  previewUrl: string | undefined;
  /** Set: files live in this S3-compatible bucket; unset: under `uploadsDir`. */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  bucket: string;
  endpoint: string;
  region: string;
  /** Absent: the SDK's own credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Public files are redirected here (`{publicUrl}/{bucket}/{key}`) instead of streamed by the site. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const blankToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));

/** Reads the one configuration of the process; throws `ConfigError` with a message fit for the operator. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  const s3Problems = checkS3Settings(values);
  if (s3Problems.length > 0)
    throw new ConfigError(`Invalid environment variables:\n  ${s3Problems.join('\n  ')}`);
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => values[name] === undefined);
    if (missing.length > 0)
      throw new ConfigError(`Missing required environment variables: ${missing.join(', ')}`);
  }
  if (values.METRICS_PORT && values.METRICS_PORT === values.PORT)
    throw new ConfigError('METRICS_PORT must differ from PORT: metrics are never served to the public');
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    trustProxy: values.TRUST_PROXY ?? [],
    baseUrl: (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    mailDir: path.join(dataDir, 'mail'),
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    redisUrl: values.REDIS_URL,
    smtpUrl: values.SMTP_URL,
    sessionSecret: values.SESSION_SECRET ?? 'development-session-secret-not-for-production',
    ownerEmail: values.OWNER_EMAIL,
    ownerName: values.OWNER_NAME,
    ownerPassword: values.OWNER_PASSWORD,
    contactEmail: values.CONTACT_EMAIL,
    mailFrom: values.MAIL_FROM ?? values.CONTACT_EMAIL,
    logLevel: values.LOG_LEVEL,
    queuePrefix: values.QUEUE_PREFIX,
    jobAttempts: values.JOB_ATTEMPTS,
    jobBackoffMs: values.JOB_BACKOFF_MS,
    jobLockMs: values.JOB_LOCK_MS,
    ffmpegPath: values.FFMPEG_PATH,
    pageCacheTtlMs: values.PAGE_CACHE_TTL_MS,
    testUserSweepMs: values.TEST_USER_SWEEP_MS,
    shutdownDelayMs: values.SHUTDOWN_DELAY_MS,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    connections: {
      perAddress: values.MAX_CONNECTIONS_PER_ADDRESS,
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      idleTimeoutMs: values.IDLE_TIMEOUT_MS,
    },
    metricsPort: values.METRICS_PORT,
    metricsToken: values.METRICS_TOKEN,
    metricsHost: values.METRICS_HOST ?? (values.METRICS_TOKEN ? values.HOST : '127.0.0.1'),
    bankPayee: {
      accountName: values.BANK_ACCOUNT_NAME,
      bankName: values.BANK_NAME,
      sortCode: values.BANK_SORT_CODE.replace(/^(\d{2})-?(\d{2})-?(\d{2})$/, '$1-$2-$3'),
      accountNumber: values.BANK_ACCOUNT_NUMBER,
      iban: values.BANK_IBAN ?? null,
      bic: values.BANK_BIC ?? null,
    },
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
    previewPassword: values.PREVIEW_PASSWORD,
    previewUrl: values.PREVIEW_URL,
    seedDemoContent: values.SEED_DEMO_CONTENT ? values.SEED_DEMO_CONTENT === 'true' : !isProduction,
    s3: s3Settings(values),
  };
}

function s3Settings(values: z.infer<typeof environmentSchema>): S3Settings | undefined {
  if (!values.S3_BUCKET || !values.S3_ENDPOINT) return undefined;
  return {
    bucket: values.S3_BUCKET,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: values.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** Warnings an operator should see at start-up: embedded defaults serving a production site. */
export function configWarnings(config: Config): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (!config.databaseUrl)
    warnings.push(`DATABASE_URL is not set: using the embedded PGlite database in ${config.dbDir}`);
  if (!config.redisUrl) warnings.push('REDIS_URL is not set: background jobs run inside the web process');
  if (!config.smtpUrl)
    warnings.push(`SMTP_URL is not set: e-mails are written as .eml files to ${config.mailDir}`);
  if (config.seedDemoContent)
    warnings.push('SEED_DEMO_CONTENT=true: an empty database gets the demo posts and the demo client');
  if (config.stripeSecretKey && !config.stripeWebhookSecret)
    warnings.push('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: card payments cannot be recorded');
  return warnings;
}
