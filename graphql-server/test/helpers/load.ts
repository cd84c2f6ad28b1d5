import http from 'node:http';

/** One request of the load: what to send. */
export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (an upload's multipart body). */
  raw?: { contentType: string; data: Buffer };
}

/** What became of one request: its answer's status, or the error that ended it without one. */
export interface LoadOutcome {
  id: string;
  path: string;
  /** Date.now() when the request was written. */
  sentAt: number;
  status?: number;
  /** Date.now() when the whole answer had arrived. */
  answeredAt?: number;
  error?: string;
}

/**
 * A load generator of plain keep-alive HTTP: `connections` clients, each sending its next request
 * as soon as the previous one is answered, until told to stop or until its connection is refused
 * (a stopping server). Every request carries an X-Request-Id (`load-<n>`), so the server's log
 * lines can be matched to what the client saw.
 */
export class Load {
  readonly outcomes: LoadOutcome[] = [];
  private readonly agent: http.Agent;
  private readonly inFlight = new Set<http.ClientRequest>();
  private readonly workers: Promise<void>[] = [];
  private sending = true;
  private next = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string>,
    private readonly pick: (n: number) => LoadRequest,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    for (let i = 0; i < connections; i++) this.workers.push(this.worker());
  }

  /** Answers received so far. */
  get answered(): number {
    return this.outcomes.filter((o) => o.status !== undefined).length;
  }

  /** Stops sending new requests; resolves once every client has its last answer or error. */
  async finish(): Promise<void> {
    this.sending = false;
    await Promise.all(this.workers);
    this.agent.destroy();
  }

  /** Drops every connection at once, requests in flight included, as a killed load generator does. */
  async drop(): Promise<void> {
    this.sending = false;
    for (const req of this.inFlight) req.destroy();
    this.agent.destroy();
    await Promise.all(this.workers);
  }

  private async worker(): Promise<void> {
    while (this.sending) {
      const outcome = await this.send(this.pick(this.next), `load-${this.next++}`);
      // A refused connection: the server stopped listening, so this client is done.
      if (outcome.error === 'ECONNREFUSED') return;
    }
  }

  private send(request: LoadRequest, id: string): Promise<LoadOutcome> {
    const body =
      request.raw?.data ?? (request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body)));
    const contentType = request.raw?.contentType ?? 'application/json';
    const outcome: LoadOutcome = { id, path: request.path, sentAt: Date.now() };
    this.outcomes.push(outcome);
    return new Promise((resolve) => {
      const req = http.request(
        `${this.baseUrl}${request.path}`,
        {
          method: request.method,
          agent: this.agent,
          headers: {
            ...this.headers,
            'X-Request-Id': id,
            ...(body ? { 'Content-Type': contentType, 'Content-Length': String(body.length) } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            this.inFlight.delete(req);
            outcome.status = res.statusCode;
            outcome.answeredAt = Date.now();
            resolve(outcome);
          });
          // Cut in the middle of the answer: no answer either.
          res.on('error', (err: NodeJS.ErrnoException) => {
            this.inFlight.delete(req);
            outcome.error = err.code ?? err.message;
            resolve(outcome);
          });
        },
      );
      this.inFlight.add(req);
      req.on('error', (err: NodeJS.ErrnoException) => {
        this.inFlight.delete(req);
        if (outcome.status === undefined) outcome.error = err.code ?? err.message;
        resolve(outcome);
      });
      req.end(body);
    });
  }
}
