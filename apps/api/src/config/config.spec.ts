import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, startUrl } from './config.js';

const defaults = { consoleDir: '/opt/console' };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, defaults);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig (CONTRACT §2)', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const c = loadConfig({}, defaults);
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      s3: undefined,
      smtpUrl: undefined,
      maxUploadMb: 50,
      consoleDir: '/opt/console',
      host: '0.0.0.0',
    });
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('takes every variable that is set', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/srv/atrium',
        DATABASE_URL: 'postgres://u:p@db:5432/atrium',
        REDIS_URL: 'redis://cache:6379',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY: 'k',
        S3_SECRET_KEY: 's',
        S3_BUCKET: 'atrium',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'ops@example.com',
        JWT_SECRET: 'x'.repeat(32),
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'long-enough',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        ENRICHMENT_URL: 'https://enrich.example.com',
        ENRICHMENT_API_KEY: 'key',
      },
      defaults,
    );
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/srv/atrium',
      databaseUrl: 'postgres://u:p@db:5432/atrium',
      redisUrl: 'redis://cache:6379',
      s3: { endpoint: 'http://minio:9000', accessKey: 'k', secretKey: 's', bucket: 'atrium' },
      smtpUrl: 'smtp://mail:25',
      adminEmail: 'boss@example.com',
      google: { clientId: 'id', clientSecret: 'secret' },
      enrichment: { url: 'https://enrich.example.com', apiKey: 'key' },
    });
  });

  it('reports one line per bad variable, naming it', () => {
    const lines = problems({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: '::nope',
      S3_BUCKET: 'b',
      JWT_SECRET: 'short',
      ADMIN_EMAIL: 'nobody',
      GOOGLE_CLIENT_ID: 'id',
    });
    expect(lines.map((l) => l.split(':')[0]).sort()).toEqual(
      [
        'ADMIN_EMAIL',
        'DATABASE_URL',
        'GOOGLE_CLIENT_SECRET',
        'JWT_SECRET',
        'PORT',
        'REDIS_URL',
        'S3_ACCESS_KEY',
        'S3_ENDPOINT',
        'S3_SECRET_KEY',
      ].sort(),
    );
    expect(lines.find((l) => l.startsWith('PORT'))).toContain('"eighty"');
  });

  it('trusts the proxies TRUST_PROXY names by address, and none by default (issue 18)', () => {
    const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, { consoleDir: '/c' }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('10.0.0.0/8, loopback,192.168.1.7')).toEqual(['10.0.0.0/8', 'loopback', '192.168.1.7']);
    // "true" or a hop count would believe a direct client's X-Forwarded-For: one address could pass for many.
    for (const bad of ['true', '1', 'proxy.example.com', '10.0.0.0/8/1'])
      expect(problems({ TRUST_PROXY: bad })).toEqual([expect.stringMatching(/^TRUST_PROXY: .*\(got "/)]);
  });

  it('listens on HOST and prints an address a browser can open (issue 19)', () => {
    const at = (HOST?: string, PORT = '3000') => startUrl(loadConfig(HOST === undefined ? { PORT } : { HOST, PORT }, defaults));
    expect(at()).toBe('http://localhost:3000');
    expect(at('0.0.0.0', '8080')).toBe('http://localhost:8080');
    expect(at('::')).toBe('http://localhost:3000');
    expect(at('127.0.0.1')).toBe('http://127.0.0.1:3000');
    expect(at('::1')).toBe('http://[::1]:3000');
    expect(at(' atrium.internal ')).toBe('http://atrium.internal:3000');
    for (const bad of ['http://0.0.0.0', 'two words', '[::1]'])
      expect(problems({ HOST: bad })).toEqual([expect.stringMatching(/^HOST: .*\(got "/)]);
  });

  it('serves the console from CONSOLE_DIR when set', () => {
    expect(loadConfig({ CONSOLE_DIR: '/srv/console' }, defaults).consoleDir).toBe('/srv/console');
  });
});
