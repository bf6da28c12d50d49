// Records every statement the API sends, with the repository file and method that sent it and the HTTP
// call it served. Nothing in the product changes (but its analyze job, silenced: see labelJobs): this runs in
// the script's own process, around the built modules (wrapped prototypes, the data source's logger, the HTTP
// server's request event).
import { AsyncLocalStorage } from 'node:async_hooks';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '../..');
export const PERSISTENCE = 'libs/infra/persistence';
const DIST = join(root, PERSISTENCE, 'dist');

/**
 * Helpers every repository sends its SQL through (the list query, the project table, the unit of work,
 * the caches' feeds): a statement belongs to the repository that called them, never to them.
 */
export const SHARED = /^(database|cache|test)\//;

let debugged = 0;
const owner = new AsyncLocalStorage();
const request = new AsyncLocalStorage();

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
}

const isClass = (v) => typeof v === 'function' && /^class\b/.test(Function.prototype.toString.call(v));

function methodNames(cls) {
  const names = new Set();
  for (let p = cls.prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p))
    for (const n of Object.getOwnPropertyNames(p)) if (n !== 'constructor') names.add(n);
  return names;
}

function descriptorOf(proto, name) {
  for (let p = proto; p; p = Object.getPrototypeOf(p)) {
    const d = Object.getOwnPropertyDescriptor(p, name);
    if (d) return d;
  }
  return undefined;
}

/** An async iterator (a batched export) runs its statements when it is read, after its method returned. */
function keepOwner(iterator, context) {
  for (const step of ['next', 'return', 'throw']) {
    const original = iterator[step];
    if (typeof original === 'function') iterator[step] = (...args) => owner.run(context, () => original.apply(iterator, args));
  }
  return iterator;
}

/**
 * Wraps every method (own and inherited) of every class exported by a repository file of the built
 * persistence package, so that the statements a call sends are known to come from that class's file.
 * Signatures do not matter: arguments and results pass through untouched. Within one object the outermost
 * method is kept (`create` reading its row back is still `create`); a repository called by another
 * (a cache around its store) is the inner one, whose SQL it is.
 */
export async function attributeRepositories() {
  const files = new Map();
  for (const file of jsFiles(DIST)) {
    const src = relative(DIST, file).replace(/\.js$/, '.ts');
    // The index re-exports every class: a class belongs to the file that defines it.
    if (SHARED.test(src) || src === 'index.ts') continue;
    const exports = await import(pathToFileURL(file).href);
    for (const value of Object.values(exports)) if (isClass(value) && !files.has(value)) files.set(value, src);
  }
  for (const cls of files.keys()) {
    for (const name of methodNames(cls)) {
      const d = descriptorOf(cls.prototype, name);
      if (typeof d?.value !== 'function') continue;
      const original = d.value;
      Object.defineProperty(cls.prototype, name, {
        ...d,
        value: function (...args) {
          if (this !== undefined && owner.getStore()?.self === this) return original.apply(this, args);
          // `this` may be missing: a method that does not use it may be passed around on its own.
          const type = this?.constructor && files.has(this.constructor) ? this.constructor : cls;
          const context = { self: this, file: files.get(type), method: `${type.name}.${name}` };
          const result = owner.run(context, () => original.apply(this, args));
          const iterable = result && typeof result === 'object' && typeof result.next === 'function' && Symbol.asyncIterator in result;
          return iterable ? keepOwner(result, context) : result;
        },
      });
    }
  }
  return [...new Set(files.values())].sort();
}

/**
 * Where a statement sent outside any wrapped method came from, from its stack: the first frame in a
 * repository file (a function that is not a class method), else in a shared helper of the package; else
 * this script's own statements (seeding, waiting for jobs), or for the report the first frame of our code.
 */
function fromStack() {
  const frames = (new Error().stack ?? '').split('\n').slice(2);
  let helper;
  for (const line of frames) {
    const m = /(?:at (?:async )?([\w$.<>]+) \()?\S*\/libs\/infra\/persistence\/(?:dist|src)\/(\S+?)\.(?:js|ts):\d+/.exec(line);
    if (!m) continue;
    const found = { file: `${m[2]}.ts`, method: m[1] ?? '(anonymous)' };
    if (!SHARED.test(m[2])) return found;
    helper ??= found;
  }
  // Only a shared helper's frame (called from outside any repository): the statement is still written, as its.
  if (helper) return helper;
  if (frames.some((line) => line.includes('/tools/') && !line.includes('/tools/sql/capture.mjs'))) return { script: true };
  const ours = frames.find((line) => line.includes(root) && !/\/node_modules\/|\/tools\/sql\//.test(line));
  if (process.env.SQL_QUERIES_DEBUG && debugged++ < 3) console.log(frames.join('\n'));
  return { where: (ours ?? frames[0] ?? '').trim().replace(root, '').replace(/^at /, '') };
}

/**
 * Labels the statements of jobs with the job's name: the in-process queue runs them on its own poller,
 * outside any request. Through the queue's port method `handle`, so that a handler registered after this
 * runs with its name (a queue without that class keeps the generic label).
 */
export async function labelJobs() {
  const { InProcessJobQueue } = await import('@atrium/jobs');
  const handle = InProcessJobQueue?.prototype?.handle;
  if (typeof handle !== 'function') return;
  InProcessJobQueue.prototype.handle = function (name, handler, ...rest) {
    // The analyze job (apps/api FreshStatistics) would refresh statistics whenever its minute or a batch
    // came round: here they stay those of the seed's ANALYZE (exact), so that every run explains the same plans.
    if (name === 'database.analyze') return handle.call(this, name, async () => undefined, ...rest);
    const labelled = (...args) => request.run({ seq: Infinity, label: `job ${name}` }, () => handler(...args));
    return handle.call(this, name, labelled, ...rest);
  };
}

/** A request's address as printed: signatures and expiry times of signed links change on every run. */
const labelOf = (url) => decodeURIComponent(url).replace(/([?&](?:expires|sig)=)[^&]*/g, '$1…');

/**
 * Starts recording the statements of `dataSource` and the requests of `server`. Requests are numbered in
 * the order they arrive (the driver sends one at a time), so "the first call that sent a statement" is the
 * same on every run; statements outside any request (jobs run by the in-process queue) come after all of
 * them.
 */
export function startRecording(dataSource, server) {
  const statements = [];
  let seq = 0;
  const emit = server.emit;
  server.emit = function (event, req, ...rest) {
    if (event !== 'request') return emit.call(this, event, req, ...rest);
    const call = { seq: seq++, label: `${req.method} ${labelOf(req.url)}` };
    return request.run(call, () => emit.call(this, event, req, ...rest));
  };
  const logger = dataSource.logger;
  const logQuery = logger.logQuery;
  let recording = true;
  logger.logQuery = function (query, parameters, runner) {
    const from = recording && (owner.getStore() ?? fromStack());
    if (from && !from.script) {
      const call = request.getStore() ?? { seq: Infinity, label: 'outside any request' };
      statements.push({ sql: query, params: parameters ?? [], file: from.file, method: from.method, where: from.where, call });
    }
    return logQuery.call(this, query, parameters, runner);
  };
  return {
    statements,
    stop() {
      recording = false;
      logger.logQuery = logQuery;
      server.emit = emit;
    },
  };
}
