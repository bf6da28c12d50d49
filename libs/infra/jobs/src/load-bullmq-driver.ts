/** The BullMQ driver's module, loaded on demand: bullmq and ioredis cost a start without Redis ~0.4 s of CPU. */
export const loadBullmqDriver = () => import('./bullmq-job-queue.js');
