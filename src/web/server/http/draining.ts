import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * The web process shutting down (SIGTERM), in two steps. `start`: `/readyz` answers 503 so a proxy
 * that checks it stops sending here; answers keep their connections, so a proxy without such checks
 * (nginx) goes on reusing the connections it holds instead of opening new ones. `closeConnections`,
 * once the listener is closed: every answer, those already being prepared included, closes its
 * connection after it (`Connection: close`), so no client sends another request on a connection
 * about to go.
 */
export class Draining {
  #active = false;
  #closing = false;
  readonly #answering = new Set<ServerResponse>();

  get active(): boolean {
    return this.#active;
  }

  start(): void {
    this.#active = true;
  }

  closeConnections(): void {
    this.#active = true;
    this.#closing = true;
    for (const res of this.#answering) if (!res.headersSent) res.setHeader('Connection', 'close');
    this.#answering.clear();
  }

  /** First of the app's middleware: answers started while closing close their connection. */
  readonly markAnswers: RequestHandler = (_req, res, next) => {
    if (this.#closing) {
      res.setHeader('Connection', 'close');
    } else {
      this.#answering.add(res);
      res.once('close', () => this.#answering.delete(res));
    }
    next();
  };
}
