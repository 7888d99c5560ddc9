/**
 * Latency measurement: autocannon for HTTP, a timed loop for raw SQL. Percentiles come from every
 * response time (autocannon's own summary has no p95).
 */
import autocannon from "autocannon";
import { Pool } from "pg";

export interface Measurement {
  connections: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  reqPerSec: number;
  /** Answers outside 2xx, plus connection errors and timeouts. */
  failures: number;
  statuses: Record<string, number>;
  /** Mean body size in bytes. */
  bytes: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

function summarise(
  connections: number,
  times: number[],
  seconds: number,
  extra: { failures: number; statuses: Record<string, number>; bytes: number },
): Measurement {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    connections,
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    reqPerSec: sorted.length / seconds,
    ...extra,
  };
}

export async function measureHttp(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<Measurement> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        headers: options.headers,
        connections: options.connections,
        duration: options.seconds,
        timeout: 30,
      },
      (error: unknown, done: autocannon.Result) =>
        error
          ? reject(
              error instanceof Error ? error : new Error("autocannon falhou", { cause: error }),
            )
          : resolve(done),
    );
    instance.on(
      "response",
      (_client: unknown, statusCode: number, resBytes: number, responseTime: number) => {
        times.push(responseTime);
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
        bytes += resBytes;
      },
    );
  });
  const non2xx = Object.entries(statuses)
    .filter(([status]) => !status.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  return summarise(options.connections, times, options.seconds, {
    failures: non2xx + result.errors + result.timeouts,
    statuses,
    bytes: times.length > 0 ? bytes / times.length : 0,
  });
}

/** The same query run back to back by `connections` clients for `seconds`, timed in this process. */
export async function measureSql(options: {
  databaseUrl: string;
  sql: string;
  params: unknown[];
  connections: number;
  seconds: number;
}): Promise<Measurement> {
  const pool = new Pool({ connectionString: options.databaseUrl, max: options.connections });
  const times: number[] = [];
  let failures = 0;
  try {
    // Warm every connection and the plan cache first.
    await Promise.all(
      Array.from({ length: options.connections }, () => pool.query(options.sql, options.params)),
    );
    const deadline = performance.now() + options.seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await pool.query(options.sql, options.params);
          times.push(performance.now() - started);
        } catch {
          failures += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    await pool.end();
  }
  return summarise(options.connections, times, options.seconds, {
    failures,
    statuses: {},
    bytes: 0,
  });
}
