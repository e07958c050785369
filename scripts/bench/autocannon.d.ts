/** The part of autocannon's API the HTTP benches use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    /** Requests: how many in all. */
    total: number;
    p50: number;
    p99: number;
  }
  interface Request {
    setupRequest?(
      req: Record<string, unknown> & { headers?: Record<string, string> },
      context?: Record<string, unknown>,
    ): unknown;
  }
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
