import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_TRUST_SETTINGS,
  FOLLOW_LIMITS,
  SAMPLE_RATE,
  type TrustSettings,
} from '@inklore/contract';
import { z } from 'zod';

/**
 * Configuration from the environment (decisions.md, "How the program is run").
 * A bad value stops start-up with one line naming the variable.
 */
/** A whole number setting from 0 to `max` (a number of `unit`). */
const wholeSetting = (unit: string, max: number) =>
  z.coerce
    .number({ error: `must be a whole number of ${unit}` })
    .int(`must be a whole number of ${unit}`)
    .min(0, 'must be 0 or more')
    .max(max, `must be ${max} or less`);

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for SQLite)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  STAFF_MFA: z
    .enum(['required', 'optional'], { error: 'must be required or optional' })
    .default('required'),
  SEED: z.enum(['demo', 'none'], { error: 'must be demo or none' }).default('demo'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://inklore.example' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOG_FORMAT: z
    .enum(['auto', 'json', 'pretty'], { error: 'must be auto, json or pretty' })
    .default('auto'),
  LOG_REQUESTS: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  CONTACT_EMAIL: z
    .email({ error: 'must be an email address such as editors@inklore.example' })
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address such as Inklore <no-reply@example.org>')
    .optional(),
  SESSION_IDLE_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .positive('must be more than 0')
    .max(365, 'must be 365 or less')
    .default(14),
  SESSION_MAX_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .positive('must be more than 0')
    .max(3650, 'must be 3650 or less')
    .default(60),
  OIDC_PROVIDERS: z
    .string()
    .regex(/^[a-z0-9_]+(,[a-z0-9_]+)*$/, 'must be provider ids (a-z, 0-9, _) separated by commas')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9:_-]{1,64}$/,
      'must be 1 to 64 letters, digits, colons, dashes or underscores',
    )
    .default('inklore:'),
  // Trust levels (contract/src/trust/trust.rules.ts): the thresholds.
  TRUST_VOTE_AGE_HOURS: wholeSetting('hours', 8760).default(DEFAULT_TRUST_SETTINGS.voteAgeHours),
  TRUSTED_AGE_DAYS: wholeSetting('days', 3650).default(DEFAULT_TRUST_SETTINGS.trustedAgeDays),
  TRUSTED_CONTRIBUTIONS: wholeSetting('contributions', 10_000).default(
    DEFAULT_TRUST_SETTINGS.trustedContributions,
  ),
  CROWD_TRUSTED_VOTERS: wholeSetting('voters', 1000).default(
    DEFAULT_TRUST_SETTINGS.crowdTrustedVoters,
  ),
  CATALOGUE_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(0, 'must be 0 or more')
    .max(65536, 'must be 65536 or less')
    .default(128),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  MEDIA_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:9000' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  MEDIA_PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as https://media.inklore.example',
    })
    .refine((v) => !/[?#]/.test(v), 'must be a base URL, without ? or #')
    .optional(),
});

/**
 * A fixed-window limit: at most `max` hits per `windowMs`. `name` is its policy's name in the
 * RateLimit-Policy and RateLimit response headers (the setting's name in lower case, e.g.
 * `comment_user` for RATE_LIMIT_COMMENT_USER); an `unreported` limit never appears there
 * (ADR 030).
 */
export type Limit = { max: number; windowMs: number; name?: string; unreported?: boolean };

export const RATE_LIMIT_DEFAULTS = {
  /** Sign-in attempts per IP address. */
  LOGIN_IP: { max: 5, windowMs: 20_000 },
  /** Sign-in attempts per account (the login name given). */
  LOGIN_ACCOUNT: { max: 5, windowMs: 60_000 },
  /** Sign-ups per IP address. */
  SIGNUP_IP: { max: 5, windowMs: 3_600_000 },
  /** Verification and reset mails per address. */
  MAIL_ADDRESS: { max: 3, windowMs: 3_600_000 },
  /** Two-factor code attempts per IP address. */
  TOTP_IP: { max: 10, windowMs: 60_000 },
  /** Comments posted or edited per account. */
  COMMENT_USER: { max: 20, windowMs: 600_000 },
  /** Reports sent per account. */
  REPORT_USER: { max: 10, windowMs: 600_000 },
  /** Profile pictures uploaded per account (each is decoded and re-encoded). */
  AVATAR_USER: { max: 10, windowMs: 600_000 },
  /** Community images and profile image submissions per account (each is re-encoded). */
  IMAGE_USER: { max: 20, windowMs: 3_600_000 },
  /** Ink submissions ("Share a discovery") per account. */
  SUBMISSION_USER: { max: 10, windowMs: 3_600_000 },
  /** Votes on community images per account. */
  VOTE_USER: { max: 120, windowMs: 600_000 },
  /** Import previews and confirms per account (each reads or writes up to 5,000 rows). */
  IMPORT_USER: { max: 20, windowMs: 3_600_000 },
  /** New sample offers per account (ADR 059: each may tell up to 100 members). */
  SAMPLE_OFFER_USER: { max: SAMPLE_RATE.offersPerDay, windowMs: 86_400_000 },
  /** New sample requests per account (ADR 059: no asking in bulk). */
  SAMPLE_REQUEST_USER: { max: SAMPLE_RATE.requestsPerDay, windowMs: 86_400_000 },
  /** Messages written on sample requests per account (ADR 059). */
  SAMPLE_MESSAGE_USER: { max: SAMPLE_RATE.messagesPerDay, windowMs: 86_400_000 },
  /** Personal access tokens created per account. */
  TOKEN_USER: { max: 10, windowMs: 3_600_000 },
  /** New follows of members and brands per account (ADR 060: no follows in bulk). */
  FOLLOW_USER: { max: FOLLOW_LIMITS.followsPerDay, windowMs: 86_400_000 },
  /** API calls per personal access token (each token counts on its own). */
  TOKEN_REQUESTS: { max: 300, windowMs: 60_000 },
  /** OpenID Connect sign-ins started per IP address (each one keeps a row for 10 minutes). */
  OIDC_START_IP: { max: 20, windowMs: 600_000 },
  /** Any request per IP address: a flood guard, far above what a person does. */
  REQUESTS_IP: { max: 3000, windowMs: 60_000 },
} satisfies Record<string, Limit>;
export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

export type OidcProviderConfig = {
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

/** Where uploaded media lives: DATA_DIR/media (the default) or an S3-compatible bucket. */
export type MediaConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Where the bucket's objects are publicly served: /media/ redirects there. */
      publicUrl: string | undefined;
    };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  smtpUrl: string | undefined;
  staffMfa: 'required' | 'optional';
  seed: 'demo' | 'none';
  publicUrl: string;
  logLevel: string;
  /** JSON lines, or readable lines (a terminal); `auto` is readable when stdout is a terminal. */
  logFormat: 'auto' | 'json' | 'pretty';
  /** Every request's line at info (true) or at debug (false, the default). */
  logRequests: boolean;
  /** The operators' published address (the Contact page), or null. */
  contactEmail: string | null;
  /** Folder holding the built web app (index.html); undefined serves the API only. */
  webDist: string | undefined;
  trustProxy: boolean;
  /** Redis for the rate limits and the flood guard, shared by every app server; else the database. */
  redisUrl: string | undefined;
  /** Prefix of this site's keys in Redis (several sites may share one Redis). */
  redisPrefix: string;
  /** Bound of the presented-ink cache (features/browse/browse.cache.ts InkJsonCache), bytes. */
  catalogueCacheBytes: number;
  mailFrom: string;
  session: { idleMs: number; maxMs: number; secureCookie: boolean };
  rateLimits: Record<RateLimitName, Limit>;
  /** Trust levels' thresholds (contract/src/trust/trust.rules.ts, ADR 041). */
  trust: TrustSettings;
  oidcProviders: OidcProviderConfig[];
  media: MediaConfig;
};

const DURATION = /^(\d{1,9})\/(\d{1,6})(s|m|h)$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/**
 * Limits counted per target rather than per caller: the account a sign-in names (whoever
 * tries it) and the address a mail goes to. Their counts would tell a caller of other
 * people's attempts, and whether an email and a username are one account, so they are never
 * reported in the RateLimit headers (a refusal still says Retry-After; ADR 030).
 */
const UNREPORTED_LIMITS: ReadonlySet<string> = new Set(['LOGIN_ACCOUNT', 'MAIL_ADDRESS']);

/** RATE_LIMIT_<NAME>=N/<duration>, e.g. RATE_LIMIT_LOGIN_IP=5/20s; "off" disables one. */
function rateLimits(raw: Record<string, string | undefined>): Record<RateLimitName, Limit> {
  const out = {} as Record<RateLimitName, Limit>;
  for (const name of Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[]) {
    const policy = {
      name: name.toLowerCase(),
      ...(UNREPORTED_LIMITS.has(name) ? { unreported: true } : {}),
    };
    out[name] = { ...RATE_LIMIT_DEFAULTS[name], ...policy };
    const key = `RATE_LIMIT_${name}`;
    const value = raw[key];
    if (value === undefined) continue;
    if (value === 'off') {
      out[name] = { max: Number.MAX_SAFE_INTEGER, windowMs: 1000, ...policy };
      continue;
    }
    const m = DURATION.exec(value);
    if (!m?.[1] || !m[2] || !m[3]) {
      throw new ConfigError(
        `Invalid ${key}=${JSON.stringify(value)}: must be a count per duration such as 5/20s, 10/1m or 3/1h, or off`,
      );
    }
    out[name] = {
      max: Number(m[1]),
      windowMs: Number(m[2]) * UNIT_MS[m[3] as keyof typeof UNIT_MS],
      ...policy,
    };
  }
  return out;
}

function oidcProviders(
  ids: string | undefined,
  raw: Record<string, string | undefined>,
): OidcProviderConfig[] {
  if (!ids) return [];
  return ids.split(',').map((id) => {
    const get = (suffix: string, required: boolean) => {
      const key = `OIDC_${id.toUpperCase()}_${suffix}`;
      const value = raw[key];
      if (required && !value) {
        throw new ConfigError(`Missing ${key}: OIDC_PROVIDERS names "${id}", which needs ${key}`);
      }
      return value ?? '';
    };
    const issuer = get('ISSUER', true);
    if (!/^https?:\/\//.test(issuer)) {
      throw new ConfigError(
        `Invalid OIDC_${id.toUpperCase()}_ISSUER=${JSON.stringify(issuer)}: must be an http(s) URL`,
      );
    }
    return {
      id,
      issuer,
      clientId: get('CLIENT_ID', true),
      clientSecret: get('CLIENT_SECRET', false),
      label: get('LABEL', false) || id,
    };
  });
}

export class ConfigError extends Error {}

/** MEDIA_STORE=s3 needs S3_BUCKET; the two keys go together (neither: the AWS SDK's own chain). */
function mediaConfig(e: z.infer<typeof EnvSchema>): MediaConfig {
  if (e.MEDIA_STORE === 'local') return { kind: 'local' };
  if (!e.S3_BUCKET) {
    throw new ConfigError(
      'Missing S3_BUCKET: MEDIA_STORE=s3 needs the bucket that holds the media',
    );
  }
  const id = e.S3_ACCESS_KEY_ID;
  const secret = e.S3_SECRET_ACCESS_KEY;
  if (!id !== !secret) {
    const missing = id ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(
      `Missing ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (neither: the AWS SDK's own credentials)`,
    );
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
    publicUrl: e.MEDIA_PUBLIC_URL,
  };
}

/** Parses an environment; throws ConfigError with a one-line message on the first bad value. */
/** The project folder's settings file, read when ENV_FILE is unset. */
const DEFAULT_SETTINGS_FILE = fileURLToPath(new URL('../../.env', import.meta.url));

/**
 * Reads the settings file that `npm start` and `npm run cli` share, so both see the same
 * settings: ENV_FILE, else `.env` in the project folder when there is one (ENV_FILE empty: no
 * file). Lines are NAME=value; a variable set in the environment wins over the file. Returns
 * the file read, or null.
 */
export function readSettingsFile(env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env['ENV_FILE'];
  if (named === '') return null;
  const file = path.resolve(named ?? DEFAULT_SETTINGS_FILE);
  if (!fs.existsSync(file)) {
    if (named) throw new ConfigError(`ENV_FILE: there is no file ${file}`);
    return null;
  }
  process.loadEnvFile(file);
  return file;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid ${name}=${JSON.stringify(raw[name] ?? '')}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl =
    e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'inklore.sqlite') },
    smtpUrl: e.SMTP_URL,
    staffMfa: e.STAFF_MFA,
    seed: e.SEED,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    logRequests: e.LOG_REQUESTS,
    contactEmail: e.CONTACT_EMAIL ?? null,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    catalogueCacheBytes: e.CATALOGUE_CACHE_MB * 1024 * 1024,
    mailFrom: e.MAIL_FROM ?? `Inklore <no-reply@${new URL(publicUrl).hostname}>`,
    session: {
      idleMs: e.SESSION_IDLE_DAYS * 86_400_000,
      maxMs: e.SESSION_MAX_DAYS * 86_400_000,
      secureCookie: publicUrl.startsWith('https:'),
    },
    rateLimits: rateLimits(raw),
    trust: {
      voteAgeHours: e.TRUST_VOTE_AGE_HOURS,
      trustedAgeDays: e.TRUSTED_AGE_DAYS,
      trustedContributions: e.TRUSTED_CONTRIBUTIONS,
      crowdTrustedVoters: e.CROWD_TRUSTED_VOTERS,
    },
    oidcProviders: oidcProviders(e.OIDC_PROVIDERS, raw),
    media: mediaConfig(e),
  };
}
