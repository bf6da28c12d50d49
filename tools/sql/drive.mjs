// Sends one call of calls.mjs as the console, the CLI or a project's web site would, and keeps what later
// calls need from its answer. Also tells which operations of the OpenAPI document no call sends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const sent = [];

function headersOf(as, c) {
  if (as === 'public') return { 'x-api-key': c.apiKey };
  if (as === 'anonymous') return {};
  return { token: c.tokens[as] };
}

function formOf(fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value && typeof value === 'object') form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
    else form.append(name, String(value));
  }
  return form;
}

/** Sends `call`; answers a line saying what went wrong, or undefined. */
export async function send(base, call, c) {
  const value = (v) => (typeof v === 'function' ? v(c) : v);
  let path;
  let init;
  try {
    path = value(call.path);
    const query = value(call.query);
    if (query) path += `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
    const body = value(call.body);
    const form = value(call.form);
    const headers = headersOf(call.as, c);
    if (body !== undefined && body !== null) headers['content-type'] = 'application/json';
    init = { method: call.method, headers, body: form ? formOf(form) : body == null ? undefined : JSON.stringify(body) };
  } catch (error) {
    return `${call.method} ${path ?? call.path}: ${error.message}`;
  }
  const r = await fetch(`${base}/api${path}`, init);
  sent.push({ method: call.method, path: `/api${path.split('?')[0]}` });
  c.sent += 1;
  const ok = call.expect ? call.expect.includes(r.status) : r.ok;
  const text = call.binary ? (await r.arrayBuffer(), '') : await r.text();
  if (!ok) return `${call.method} ${path} as ${call.as}: ${r.status} ${text.slice(0, 300)}`;
  if (call.keep && r.ok) {
    const answer = (r.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
    const [name, field] = Array.isArray(call.keep) ? call.keep : [call.keep, 'id'];
    c[name] = typeof field === 'function' ? field(answer) : answer?.[field];
  }
  return undefined;
}

/** The operations of libs/api-client/openapi.json that no call sent (health and readiness aside). */
export function sentOperations() {
  const doc = JSON.parse(readFileSync(join(import.meta.dirname, '../../libs/api-client/openapi.json'), 'utf8'));
  const notSent = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const method of Object.keys(operations).filter((m) => m !== 'parameters')) {
      if (/\/(health|ready)$/.test(path)) continue;
      if (!sent.some((s) => s.method === method.toUpperCase() && pattern.test(s.path))) notSent.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return { notSent };
}
