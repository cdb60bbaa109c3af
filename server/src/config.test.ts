import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.database).toEqual({ kind: 'sqlite', file: path.resolve('./data/inklore.sqlite') });
    expect(c.smtpUrl).toBeUndefined();
    expect(c.staffMfa).toBe('required');
    expect(c.seed).toBe('demo');
    expect(c.publicUrl).toBe('http://127.0.0.1:3000');
    expect(c.catalogueCacheBytes).toBe(128 * 1024 * 1024);
    expect(c.redisUrl).toBeUndefined();
    expect(c.logFormat).toBe('auto');
    expect(c.logRequests).toBe(false);
    expect(c.contactEmail).toBeNull();
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/inklore',
      DATABASE_URL: 'postgres://u:p@db:5432/inklore',
      SMTP_URL: 'smtp://mail:25',
      STAFF_MFA: 'optional',
      SEED: 'none',
      PUBLIC_URL: 'https://inklore.example',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      CATALOGUE_CACHE_MB: '16',
      REDIS_URL: 'redis://cache:6379/0',
      LOG_FORMAT: 'json',
      LOG_REQUESTS: 'true',
      CONTACT_EMAIL: 'editors@inklore.example',
    });
    expect(c).toMatchObject({
      logFormat: 'json',
      logRequests: true,
      contactEmail: 'editors@inklore.example',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/inklore',
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/inklore' },
      smtpUrl: 'smtp://mail:25',
      staffMfa: 'optional',
      seed: 'none',
      publicUrl: 'https://inklore.example',
      logLevel: 'warn',
      trustProxy: true,
      catalogueCacheBytes: 16 * 1024 * 1024,
      redisUrl: 'redis://cache:6379/0',
    });
  });

  it('refuses a contact address that is not one, and an unknown log format, naming them', () => {
    expect(() => loadConfig({ CONTACT_EMAIL: 'editors' })).toThrow(
      'Invalid CONTACT_EMAIL="editors": must be an email address such as editors@inklore.example',
    );
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('sqlite');
  });

  it('limits OpenID Connect sign-ins started per IP address: 20 per 10 minutes unless set', () => {
    expect(loadConfig({}).rateLimits.OIDC_START_IP).toEqual({
      max: 20,
      windowMs: 600_000,
      name: 'oidc_start_ip',
    });
    expect(loadConfig({ RATE_LIMIT_OIDC_START_IP: '5/1m' }).rateLimits.OIDC_START_IP).toEqual({
      max: 5,
      windowMs: 60_000,
      name: 'oidc_start_ip',
    });
    const off = loadConfig({ RATE_LIMIT_OIDC_START_IP: 'off' }).rateLimits.OIDC_START_IP;
    expect(off.max).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('names each limit after its setting, and keeps the per-target ones out of the headers', () => {
    const limits = loadConfig({ RATE_LIMIT_LOGIN_ACCOUNT: '3/1m' }).rateLimits;
    expect(limits.COMMENT_USER).toMatchObject({ name: 'comment_user' });
    expect(limits.COMMENT_USER.unreported).toBeUndefined();
    expect(limits.LOGIN_ACCOUNT).toEqual({
      max: 3,
      windowMs: 60_000,
      name: 'login_account',
      unreported: true,
    });
    expect(limits.MAIL_ADDRESS.unreported).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['STAFF_MFA', 'sometimes'],
    ['SEED', 'all'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['CATALOGUE_CACHE_MB', 'lots'],
    ['REDIS_URL', 'http://cache'],
    ['CATALOGUE_CACHE_MB', '-1'],
    ['RATE_LIMIT_OIDC_START_IP', '20'],
    ['MEDIA_STORE', 'disk'],
    ['S3_BUCKET', 'Inklore_Media'],
    ['S3_BUCKET', 'ab'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_ENDPOINT', 'ftp://minio'],
    ['S3_REGION', 'EU West'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['MEDIA_PUBLIC_URL', 'media.inklore.example'],
    ['MEDIA_PUBLIC_URL', 'https://cdn.example/m?v=1'],
  ])('a bad %s=%s stops with one line naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).toContain(value);
    expect(message).not.toContain('\n');
  });
});

describe('loadConfig: the media store', () => {
  it('keeps media on local disk by default and unless MEDIA_STORE=s3', () => {
    expect(loadConfig({}).media).toEqual({ kind: 'local' });
    expect(loadConfig({ MEDIA_STORE: 'local', S3_BUCKET: 'inklore-media' }).media).toEqual({
      kind: 'local',
    });
  });

  it('reads every S3 variable', () => {
    const c = loadConfig({
      MEDIA_STORE: 's3',
      S3_BUCKET: 'inklore-media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret/key+value',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: 'https://media.inklore.example',
    });
    expect(c.media).toEqual({
      kind: 's3',
      bucket: 'inklore-media',
      endpoint: 'http://minio:9000',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret/key+value' },
      forcePathStyle: true,
      publicUrl: 'https://media.inklore.example',
    });
  });

  it('has the S3 defaults: us-east-1, virtual-hosted style, the AWS SDK own credentials, no public URL', () => {
    expect(loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'inklore-media' }).media).toEqual({
      kind: 's3',
      bucket: 'inklore-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it.each([
    [{ MEDIA_STORE: 's3' }, 'S3_BUCKET'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: '' }, 'S3_BUCKET'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'b12', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'b12', S3_SECRET_ACCESS_KEY: 'key' }, 'S3_ACCESS_KEY_ID'],
  ])('MEDIA_STORE=s3 without what it needs (%o) stops with one line naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Missing ${name}: [^\\n]+$`));
  });
});
