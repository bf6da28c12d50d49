// A jest reporter that names a test file still running after SLOW_FILE_SECONDS (default 120): a hung file
// otherwise shows nothing, since jest prints a file only when it ends and npm test holds a step's output.
import { relative } from 'node:path';

const after = Number(process.env.SLOW_FILE_SECONDS ?? 120) * 1000;

export default class SlowFiles {
  timers = new Map();

  onTestFileStart(test) {
    const name = relative(process.cwd(), test.path);
    const started = Date.now();
    const timer = setInterval(() => {
      process.stderr.write(`still running after ${Math.round((Date.now() - started) / 1000)} s: ${name}\n`);
    }, after);
    timer.unref();
    this.timers.set(test.path, timer);
  }

  onTestFileResult(test) {
    clearInterval(this.timers.get(test.path));
    this.timers.delete(test.path);
  }
}
