import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { Money } from '@atrium/kernel';
import { DEFAULT_BILLING_POLICY, DEFAULT_QUOTE_RATES, type BillingPolicy, type QuoteRates } from '@atrium/billing';

/** The server's configuration (CONTRACT §2): every variable optional, each with an embedded default. */
export class AppConfig {
  port: number;
  /** HOST: the address the server listens on (default 0.0.0.0: every IPv4 interface). */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  s3?: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  /**
   * GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET; GOOGLE_REDIRECT_URI (default: the console's events screen, as
   * the console sends it); GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_API_URL replace Google's endpoints
   * (a proxy, or a local fake in tests).
   */
  google?: { clientId: string; clientSecret: string; redirectUri?: string; authUrl?: string; tokenUrl?: string; apiRootUrl?: string };
  /** ENCRYPTION_KEY (at least 32 characters): seals stored third-party secrets; absent, derived from the JWT secret. */
  encryptionKey?: string;
  enrichment?: { url: string; apiKey?: string };
  /** SMS_URL, SMS_API_KEY: form notifications by SMS through that provider; absent, they are logged. */
  sms?: { url: string; apiKey?: string };
  maxUploadMb: number;
  /** CONSOLE_DIR: directory of the built console, served at `/`; nothing is served when it has no index.html. */
  consoleDir: string;
  /** The monthly quote's rates (QUOTE_BASE, QUOTE_PER_PROJECT, QUOTE_PER_USER, in dollars). */
  quoteRates: QuoteRates;
  /** BILLING_LEAD_DAYS, BILLING_GRACE_DAYS. */
  billingPolicy: BillingPolicy;
  /** How often the recurring billing job runs (BILLING_INTERVAL_MINUTES, default 60). */
  billingIntervalMinutes: number;
  /** AUDIT_RETENTION_DAYS: audit records older than that are pruned daily; absent, they are kept forever. */
  auditRetentionDays?: number;
  /**
   * TRUST_PROXY: the addresses of the reverse proxies in front of the server; absent, none (README
   * "Deploying"). Their `X-Forwarded-For` then names the client (sign-in throttling counts per address)
   * and their `X-Forwarded-Proto: https` turns HSTS on.
   */
  trustProxy: false | string[];
  /**
   * Webhooks: WEBHOOKS_ALLOW_LOOPBACK=true (or NODE_ENV=development) lets endpoints be this machine's loopback
   * addresses, over http too; WEBHOOKS_RETRY_SECONDS (comma-separated) replaces the retry schedule.
   */
  webhooks: { allowLoopback: boolean; retrySeconds?: number[] };
}

/** Thrown with one line per bad variable; the server prints them and stops. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

type Env = Record<string, string | undefined>;

function urlWithProtocol(env: Env, name: string, protocols: string[], problems: string[]): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol.replace(/:$/, ''))) {
      problems.push(`${name}: must start with ${protocols.map((p) => `${p}://`).join(' or ')} (got ${url.protocol}//...)`);
    }
  } catch {
    problems.push(`${name}: not a valid URL`);
  }
  return value;
}

function positiveInt(env: Env, name: string, fallback: number, max: number, problems: string[]): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    problems.push(`${name}: must be a whole number from 1 to ${max} (got "${value}")`);
    return fallback;
  }
  return n;
}

function dollarsVar(env: Env, name: string, fallback: Money, problems: string[]): Money {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!/^\d+(\.\d{1,2})?$/.test(value) || !Number.isFinite(n)) {
    problems.push(`${name}: must be an amount in dollars such as 49 or 12.50 (got "${value}")`);
    return fallback;
  }
  return Money.ofDollars(n);
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

// proxy-addr's names for address ranges, beside addresses and CIDR blocks.
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Addresses only, never a number of hops or "true": either would believe the `X-Forwarded-For` of a client
 * that reaches the server directly (Fastify itself now trusts nothing for a hop count).
 */
function trustProxyVar(env: Env, problems: string[]): false | string[] {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return false;
  const entries = value.split(',').map((e) => e.trim());
  const valid = (e: string) => PROXY_RANGES.has(e) || (isIP(e.split('/')[0]) !== 0 && /^[^/]+(\/\d{1,3})?$/.test(e));
  if (entries.every(valid)) return entries;
  problems.push(
    `TRUST_PROXY: must be the addresses of the proxies in front of the server, e.g. 10.0.0.5 or 10.0.0.0/8,loopback (got "${value}")`,
  );
  return false;
}

function webhooksVars(env: Env, problems: string[]): AppConfig['webhooks'] {
  const flag = env.WEBHOOKS_ALLOW_LOOPBACK?.trim();
  if (flag && !['true', 'false'].includes(flag)) problems.push(`WEBHOOKS_ALLOW_LOOPBACK: must be true or false (got "${flag}")`);
  const allowLoopback = flag === 'true' || env.NODE_ENV === 'development';
  const schedule = env.WEBHOOKS_RETRY_SECONDS?.trim();
  if (!schedule) return { allowLoopback };
  const retrySeconds = schedule.split(',').map((s) => Number(s.trim()));
  if (retrySeconds.some((s) => !Number.isInteger(s) || s < 0 || s > 7 * 86400)) {
    problems.push(`WEBHOOKS_RETRY_SECONDS: must be whole numbers of seconds separated by commas, e.g. 5,300,1800 (got "${schedule}")`);
    return { allowLoopback };
  }
  return { allowLoopback, retrySeconds };
}

export function loadConfig(env: Env, defaults: { consoleDir: string }): AppConfig {
  const problems: string[] = [];
  const config = new AppConfig();
  config.port = positiveInt(env, 'PORT', 3000, 65535, problems);
  config.host = env.HOST?.trim() || '0.0.0.0';
  if (!isIP(config.host) && !HOST_NAME.test(config.host))
    problems.push(`HOST: must be an address or host name to listen on, e.g. 127.0.0.1, :: or localhost (got "${config.host}")`);
  config.dataDir = resolve(env.DATA_DIR?.trim() || './data');
  config.databaseUrl = urlWithProtocol(env, 'DATABASE_URL', ['postgres', 'postgresql'], problems);
  config.redisUrl = urlWithProtocol(env, 'REDIS_URL', ['redis', 'rediss'], problems);
  config.smtpUrl = urlWithProtocol(env, 'SMTP_URL', ['smtp', 'smtps'], problems);
  config.mailFrom = env.MAIL_FROM?.trim() || 'Atrium <no-reply@atrium.local>';
  if (env.MAIL_FROM && !/@/.test(env.MAIL_FROM)) problems.push('MAIL_FROM: must contain an e-mail address');

  const s3Names = ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET'] as const;
  const s3Set = s3Names.filter((n) => env[n]?.trim());
  if (s3Set.length > 0 && s3Set.length < s3Names.length) {
    for (const n of s3Names.filter((n) => !env[n]?.trim())) problems.push(`${n}: must be set together with ${s3Set.join(', ')}`);
  } else if (s3Set.length === s3Names.length) {
    const endpoint = urlWithProtocol(env, 'S3_ENDPOINT', ['http', 'https'], problems)!;
    config.s3 = { endpoint, accessKey: env.S3_ACCESS_KEY!.trim(), secretKey: env.S3_SECRET_KEY!.trim(), bucket: env.S3_BUCKET!.trim() };
  }

  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length > 0) {
    if (env.JWT_SECRET.length < 32) problems.push('JWT_SECRET: must be at least 32 characters');
    config.jwtSecret = env.JWT_SECRET;
  }
  if (env.ADMIN_EMAIL?.trim()) {
    if (!EMAIL.test(env.ADMIN_EMAIL.trim())) problems.push(`ADMIN_EMAIL: not an e-mail address`);
    config.adminEmail = env.ADMIN_EMAIL.trim();
  }
  if (env.ADMIN_PASSWORD) {
    if (env.ADMIN_PASSWORD.length < 8) problems.push('ADMIN_PASSWORD: must be at least 8 characters');
    config.adminPassword = env.ADMIN_PASSWORD;
  }
  const googleId = env.GOOGLE_CLIENT_ID?.trim();
  const googleSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (Boolean(googleId) !== Boolean(googleSecret))
    problems.push(`${googleId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}: must be set together with the other Google variable`);
  else if (googleId && googleSecret)
    config.google = {
      clientId: googleId,
      clientSecret: googleSecret,
      redirectUri: urlWithProtocol(env, 'GOOGLE_REDIRECT_URI', ['http', 'https'], problems),
      authUrl: urlWithProtocol(env, 'GOOGLE_AUTH_URL', ['http', 'https'], problems),
      tokenUrl: urlWithProtocol(env, 'GOOGLE_TOKEN_URL', ['http', 'https'], problems),
      apiRootUrl: urlWithProtocol(env, 'GOOGLE_API_URL', ['http', 'https'], problems),
    };
  if (env.ENCRYPTION_KEY) {
    if (env.ENCRYPTION_KEY.length < 32) problems.push('ENCRYPTION_KEY: must be at least 32 characters');
    config.encryptionKey = env.ENCRYPTION_KEY;
  }
  const enrichmentUrl = urlWithProtocol(env, 'ENRICHMENT_URL', ['http', 'https'], problems);
  if (enrichmentUrl) config.enrichment = { url: enrichmentUrl, apiKey: env.ENRICHMENT_API_KEY?.trim() || undefined };
  const smsUrl = urlWithProtocol(env, 'SMS_URL', ['http', 'https'], problems);
  if (smsUrl) config.sms = { url: smsUrl, apiKey: env.SMS_API_KEY?.trim() || undefined };
  config.maxUploadMb = positiveInt(env, 'MAX_UPLOAD_MB', 50, 10_000, problems);
  config.quoteRates = {
    base: dollarsVar(env, 'QUOTE_BASE', DEFAULT_QUOTE_RATES.base, problems),
    perProject: dollarsVar(env, 'QUOTE_PER_PROJECT', DEFAULT_QUOTE_RATES.perProject, problems),
    perUser: dollarsVar(env, 'QUOTE_PER_USER', DEFAULT_QUOTE_RATES.perUser, problems),
  };
  config.billingPolicy = {
    invoiceLeadDays: positiveInt(env, 'BILLING_LEAD_DAYS', DEFAULT_BILLING_POLICY.invoiceLeadDays, 28, problems),
    graceDays: positiveInt(env, 'BILLING_GRACE_DAYS', DEFAULT_BILLING_POLICY.graceDays, 365, problems),
  };
  config.billingIntervalMinutes = positiveInt(env, 'BILLING_INTERVAL_MINUTES', 60, 24 * 60, problems);
  if (env.AUDIT_RETENTION_DAYS?.trim()) config.auditRetentionDays = positiveInt(env, 'AUDIT_RETENTION_DAYS', 1, 100 * 366, problems);
  config.trustProxy = trustProxyVar(env, problems);
  config.webhooks = webhooksVars(env, problems);
  config.consoleDir = env.CONSOLE_DIR?.trim() ? resolve(env.CONSOLE_DIR.trim()) : defaults.consoleDir;

  if (problems.length) throw new ConfigError(problems);
  return config;
}

/**
 * The address printed at start. A wildcard (0.0.0.0, ::) is where the server listens, not an address a
 * browser opens, so it reads as localhost; any other HOST is the only address that answers.
 */
export function startUrl(config: Pick<AppConfig, 'host' | 'port'>): string {
  const { host, port } = config;
  if (host === '0.0.0.0' || host === '::' || host === '::0') return `http://localhost:${port}`;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}
