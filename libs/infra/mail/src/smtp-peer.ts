// Test support for the mail int-specs (not exported by the package).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Generous: the relay runs through the job queue on an embedded database that other suites keep busy.
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A real SMTP peer on loopback recording each accepted message's recipient; `refuseNext` fails that many DATA commands. */
export async function smtpPeer() {
  const received: string[] = [];
  const peer = { received, refuseNext: 0, url: '', close: () => Promise.resolve() };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        if (peer.refuseNext > 0) {
          peer.refuseNext -= 1;
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}?ignoreTLS=true`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}
