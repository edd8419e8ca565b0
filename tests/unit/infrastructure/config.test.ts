import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from '#infrastructure/config.ts';

describe('loadConfig', () => {
  it('reads .env.example, copied as it is, as a production site without the demo content', () => {
    const example = parseEnv(readFileSync(path.resolve('.env.example'), 'utf8'));
    const config = loadConfig(example);
    expect(config).toMatchObject({ isProduction: true, seedDemoContent: false });
    // Turned on in production, it is said at start.
    expect(configWarnings(loadConfig({ ...example, SEED_DEMO_CONTENT: 'true' }))).toContainEqual(
      expect.stringContaining('SEED_DEMO_CONTENT=true'),
    );
  });

  it('has a default for everything in development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      baseUrl: 'http://localhost:3000',
      dataDir: path.resolve('var'),
      dbDir: path.resolve('var/db'),
      uploadsDir: path.resolve('var/uploads'),
      mailDir: path.resolve('var/mail'),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(16);
  });

  it('stops production start-up naming every missing required variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Missing required environment variables: BASE_URL, SESSION_SECRET',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', BASE_URL: 'https://example.com', SESSION_SECRET: ' ' }),
    ).toThrow('Missing required environment variables: SESSION_SECRET');
  });

  it('starts production with the embedded database and queue, warning about each', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      BASE_URL: 'https://example.com/',
      SESSION_SECRET: 'a-very-long-session-secret',
    });
    expect(config.baseUrl).toBe('https://example.com');
    expect(configWarnings(config)).toEqual([
      expect.stringContaining('DATABASE_URL is not set'),
      expect.stringContaining('REDIS_URL is not set'),
      expect.stringContaining('SMTP_URL is not set'),
    ]);
  });

  it('trusts no proxy unless TRUST_PROXY names them, as addresses, subnets or loopback', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 172.16.0.0/12 ,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses a TRUST_PROXY that is not a list of addresses, or that trusts everyone', () => {
    for (const value of ['true', '1', '*', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,,'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow('TRUST_PROXY');
  });

  it('explains a malformed value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it("holds the owner's password to the 10 characters every password has", () => {
    expect(() => loadConfig({ OWNER_PASSWORD: 'nine-char' })).toThrow(
      'OWNER_PASSWORD must be at least 10 characters',
    );
    expect(loadConfig({ OWNER_PASSWORD: 'ten-chars!' }).ownerPassword).toBe('ten-chars!');
  });

  it("reads the owner's name from OWNER_NAME, unset by default", () => {
    expect(loadConfig({}).ownerName).toBeUndefined();
    expect(loadConfig({ OWNER_NAME: ' Ada Lovelace ' }).ownerName).toBe('Ada Lovelace');
  });

  it('pays deposits by bank transfer unless Stripe is configured, and checks the keys', () => {
    expect(loadConfig({})).toMatchObject({ stripeSecretKey: undefined, stripeWebhookSecret: undefined });
    expect(loadConfig({ BANK_SORT_CODE: '123456' }).bankPayee.sortCode).toBe('12-34-56');
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toMatchObject({ stripeSecretKey: 'sk_test_abc', stripeWebhookSecret: 'whsec_abc' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const production = loadConfig({
      NODE_ENV: 'production',
      BASE_URL: 'https://example.com',
      SESSION_SECRET: 'a-very-long-session-secret',
      DATABASE_URL: 'postgres://db/site',
      REDIS_URL: 'redis://redis',
      SMTP_URL: 'smtp://mail',
      STRIPE_SECRET_KEY: 'sk_live_abc',
    });
    expect(configWarnings(production)).toEqual([expect.stringContaining('STRIPE_WEBHOOK_SECRET')]);
  });

  it('keeps files on the local disk unless S3_BUCKET and S3_ENDPOINT are both set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'site-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://files.example.com/',
      }).s3,
    ).toEqual({
      bucket: 'site-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://files.example.com',
    });
    // Without keys the SDK finds its own (an instance role); path-style addressing only when asked.
    expect(
      loadConfig({
        S3_BUCKET: 'site-files',
        S3_ENDPOINT: 'https://s3.eu-west-2.amazonaws.com',
        S3_REGION: 'eu-west-2',
      }).s3,
    ).toMatchObject({
      region: 'eu-west-2',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('refuses S3 settings that cannot work together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'site-files' })).toThrow(
      'S3_BUCKET and S3_ENDPOINT must be set together',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow('must be set together');
    expect(() =>
      loadConfig({ S3_BUCKET: 'site-files', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://files.example.com' })).toThrow('S3_PUBLIC_URL needs');
    expect(() => loadConfig({ S3_BUCKET: 'Site_Files', S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'site-files', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() =>
      loadConfig({ S3_BUCKET: 'site-files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('drains for 10 s after SIGTERM by default, with no delay before the listener closes', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDelayMs: 0, shutdownGraceMs: 10_000 });
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_GRACE_MS: '20000' })).toMatchObject({
      shutdownDelayMs: 5000,
      shutdownGraceMs: 20_000,
    });
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('serves no metrics unless METRICS_PORT or METRICS_TOKEN asks for them, never on the public port', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, metricsToken: undefined });
    expect(loadConfig({ METRICS_PORT: '9100' }).metricsPort).toBe(9100);
    expect(loadConfig({ METRICS_TOKEN: 'a-long-metrics-token' }).metricsToken).toBe('a-long-metrics-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT must differ from PORT: metrics are never served to the public',
    );
  });
});
