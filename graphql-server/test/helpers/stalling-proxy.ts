import net from 'node:net';

/**
 * A loopback TCP proxy in front of the shared MariaDB that the test can freeze: while frozen it
 * forwards nothing in either direction, answers no new connection and passes no close on, exactly
 * what a client sees of a SIGSTOPped server, without stopping the machine's database.
 */
export class StallingProxy {
  private server = net.createServer((client) => this.accept(client));
  private sockets = new Set<net.Socket>();
  private held: (() => void)[] = [];
  private frozen = false;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return (this.server.address() as net.AddressInfo).port;
  }

  freeze(): void {
    this.frozen = true;
    for (const s of this.sockets) s.pause();
  }

  thaw(): void {
    this.frozen = false;
    const held = this.held;
    this.held = [];
    for (const run of held) run();
    for (const s of this.sockets) s.resume();
  }

  async stop(): Promise<void> {
    this.thaw();
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Runs now, or at thaw when frozen (in order). */
  private whenThawed(run: () => void): void {
    if (this.frozen) this.held.push(run);
    else run();
  }

  private accept(client: net.Socket): void {
    this.sockets.add(client);
    client.once('close', () => this.sockets.delete(client));
    if (this.frozen) client.pause();
    this.whenThawed(() => {
      if (client.destroyed) return;
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.sockets.add(upstream);
      this.pipe(client, upstream);
      this.pipe(upstream, client);
    });
  }

  private pipe(from: net.Socket, to: net.Socket): void {
    from.on('data', (chunk) => {
      if (this.frozen) from.pause();
      this.whenThawed(() => to.write(chunk));
    });
    from.on('close', () => {
      this.sockets.delete(from);
      this.whenThawed(() => to.destroy());
    });
    from.on('error', () => {});
  }
}
