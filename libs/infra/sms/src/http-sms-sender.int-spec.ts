import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createSmsSender } from './create-sms-sender.js';
import { HttpSmsSender } from './http-sms-sender.js';
import { LogSmsSender } from './log-sms-sender.js';

describe('SmsSender drivers', () => {
  let server: Server;
  let url: string;
  const received: { auth?: string; type?: string; body: unknown }[] = [];

  beforeAll(async () => {
    // The stub provider: accepts any number but 000, which it refuses like a real gateway would.
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = JSON.parse(raw) as { to: string };
        received.push({ auth: req.headers.authorization, type: req.headers['content-type'], body });
        if (body.to === '000') return res.writeHead(422, { 'content-type': 'application/json' }).end('{"error":"invalid number"}');
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('posts the number and text as JSON with the key, and fails when the provider refuses', async () => {
    const sender = createSmsSender({ sms: { url, apiKey: 'sms-key' } });
    expect(sender).toBeInstanceOf(HttpSmsSender);
    await sender.send('+15145550100', 'New submission on Contact');
    expect(received[0]).toEqual({
      auth: 'Bearer sms-key',
      type: 'application/json',
      body: { to: '+15145550100', text: 'New submission on Contact' },
    });
    await expect(sender.send('000', 'x')).rejects.toThrow('sms: the provider answered 422: {"error":"invalid number"}');
  });

  it('logs one line per message without SMS_URL', async () => {
    const lines: string[] = [];
    const sender = createSmsSender({ logger: { log: (line) => void lines.push(line) } });
    expect(sender).toBeInstanceOf(LogSmsSender);
    await sender.send('+15145550100', 'Two\nlines');
    expect(lines).toEqual(['sms to +15145550100: Two lines']);
  });
});
