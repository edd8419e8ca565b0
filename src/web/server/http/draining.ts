import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * The web process shutting down (SIGTERM): from then on `/readyz` answers 503 so a proxy stops sending
 * here, and every answer, those already being prepared included, closes its connection after it
 * (`Connection: close`), so no client sends another request on a connection about to go.
 */
export class Draining {
  #active = false;
  readonly #answering = new Set<ServerResponse>();

  get active(): boolean {
    return this.#active;
  }

  start(): void {
    this.#active = true;
    for (const res of this.#answering) if (!res.headersSent) res.setHeader('Connection', 'close');
    this.#answering.clear();
  }

  /** First of the app's middleware: answers started while draining close their connection. */
  readonly closeConnections: RequestHandler = (_req, res, next) => {
    if (this.#active) {
      res.setHeader('Connection', 'close');
    } else {
      this.#answering.add(res);
      res.once('close', () => this.#answering.delete(res));
    }
    next();
  };
}
