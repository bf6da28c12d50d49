import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay to PostgreSQL that a test can cut and restore, to play a database going away. */
export interface TcpProxy {
  port: number;
  /** Stops listening and drops every relayed connection, as a server restart or a network cut would. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const relay = (client: Socket) => {
    const upstream = createConnection(target);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => (s === client ? upstream : client).destroy());
    }
    client.pipe(upstream).pipe(client);
  };
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const s = createServer(relay);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        const address = s.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const cut = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  const port = await listen(0);
  return {
    port,
    cut,
    restore: async () => {
      if (!server) await listen(port);
    },
    close: cut,
  };
}
