import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay to PostgreSQL that a test can cut and restore, to play a database going away. */
export interface TcpProxy {
  port: number;
  /** Stops listening and drops every relayed connection, as a server restart or a network cut would. */
  cut(): Promise<void>;
  /**
   * A network partition: connections stay open and new ones are accepted, but no byte goes through either
   * way, and nobody is told (no reset, no close).
   */
  blackHole(): void;
  /** Listens and relays again on the same port (connections held by a black hole are dropped). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let holding = false;
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  };
  const hold = (s: Socket) => {
    s.unpipe();
    s.pause();
  };
  const relay = (client: Socket) => {
    track(client);
    if (holding) {
      client.on('error', () => client.destroy());
      hold(client);
      return;
    }
    const upstream = createConnection(target);
    track(upstream);
    for (const s of [client, upstream]) s.on('error', () => (s === client ? upstream : client).destroy());
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
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const cut = async () => {
    const s = server;
    server = undefined;
    dropAll();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  const port = await listen(0);
  return {
    port,
    cut,
    blackHole: () => {
      holding = true;
      for (const socket of sockets) hold(socket);
    },
    restore: async () => {
      if (holding) {
        holding = false;
        dropAll();
      }
      if (!server) await listen(port);
    },
    close: async () => {
      holding = false;
      await cut();
    },
  };
}
