// A minimal Fastify server with the upload core (receiveMultipart) over a disk store, started by
// files-streaming.test.ts in a child process with a small heap: it prints its port, then serves POST /.
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { DiskFileStore } from '@atrium/files';
import { moveToProject, receiveMultipart } from '../../src/files/receive-multipart.js';

const store = new DiskFileStore(process.argv[2]);
// Buffers live outside the V8 heap, so the resident size is watched too: a buffered file would show there.
let peakHeap = 0;
let peakRss = 0;
setInterval(() => {
  const m = process.memoryUsage();
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakRss = Math.max(peakRss, m.rss);
}, 20).unref();

const app = Fastify();
await app.register(fastifyMultipart);
app.post('/', async (request) => {
  const staged = await receiveMultipart(request, store, { accept: ['video/*'], maxUploadMb: 1000 });
  const files = await moveToProject(store, staged.files, 1);
  return { files, peakHeapMb: Math.round(peakHeap / 1024 / 1024), rssGrowthMb: Math.round((peakRss - baseRss) / 1024 / 1024) };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const baseRss = process.memoryUsage().rss;
peakRss = baseRss;
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
