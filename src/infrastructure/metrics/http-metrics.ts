import { Gauge, Histogram, type Registry } from 'prom-client';

/** One answered request's labels: each a bounded set (a route is a pattern from the code, never a URL). */
export interface AnsweredRequest {
  method: string;
  route: string;
  status: string;
}

export interface HttpMetrics {
  /** Counts a request as in flight; the function it returns records the request once answered. */
  begin(): (answered: AnsweredRequest) => void;
}

/** Seconds: from a page-cache hit (about a millisecond) to a slow upload or PDF. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Requests and their latency by method, route and status, and the requests being answered now. */
export function createHttpMetrics(registry: Registry): HttpMetrics {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer ending, by method, route pattern and status (its _count counts requests; status 499: the client left first)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests being answered now',
    registers: [registry],
  });
  return {
    begin() {
      inFlight.inc();
      const end = duration.startTimer();
      return (answered) => {
        inFlight.dec();
        end({ ...answered });
      };
    },
  };
}
