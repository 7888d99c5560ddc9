/**
 * The "12 stalled CSV readers" scenario: twelve downloads of a 100k-row account's two-year CSV
 * (two per person, the most one person may hold: six people) whose clients read one piece and
 * then stop, while the health endpoint and a second person's transaction list are measured at 16
 * connections. The same two are measured first with nothing stalled, so the figures read as
 * "idle" beside "during the stall".
 */
import http from "node:http";
import { measureHttp, type Measurement } from "./load";

const READERS = 12;
const READERS_PER_PERSON = 2;

export interface StalledReadersResult {
  readers: number;
  statuses: Record<string, number>;
  health: Measurement;
  healthIdle: Measurement;
  secondUser: Measurement;
  secondUserIdle: Measurement;
}

interface Reader {
  status: number;
  close(): void;
}

/** Opens a download and stops reading after its first piece (or its whole body, if it is short). */
function stalledReader(url: string, headers: Record<string, string>): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const reader = { status: res.statusCode ?? 0, close: () => req.destroy() };
      res.once("data", () => {
        res.pause();
        resolve(reader);
      });
      res.once("end", () => resolve(reader));
    });
    req.on("error", reject);
  });
}

export async function measureStalledReaders(options: {
  baseUrl: string;
  /** One session per person reading: each opens two downloads. */
  readerTokens: string[];
  /** The second person, whose calls must keep answering. */
  secondUserToken: string;
  seconds: number;
  month: { year: number; month: number };
}): Promise<StalledReadersResult> {
  const to = `${options.month.year}-${String(options.month.month).padStart(2, "0")}`;
  const from = `${options.month.year - 2}-${String(options.month.month).padStart(2, "0")}`;
  const url = `${options.baseUrl}/api/v1/reports/transactions.csv?from=${from}&to=${to}`;
  const measure = async () => ({
    health: await measureHttp({ url: `${options.baseUrl}/api/v1/health`, connections: 16, seconds: options.seconds }),
    secondUser: await measureHttp({
      url: `${options.baseUrl}/api/v1/transaction/list-all?month=${options.month.month}&year=${options.month.year}`,
      headers: { authorization: `Bearer ${options.secondUserToken}` },
      connections: 16,
      seconds: options.seconds,
    }),
  });
  const idle = await measure();
  const readers = await Promise.all(
    Array.from({ length: READERS }, (_, i) => {
      const token = options.readerTokens[Math.floor(i / READERS_PER_PERSON) % options.readerTokens.length];
      return stalledReader(url, { authorization: `Bearer ${token}` });
    }),
  );
  try {
    const stalled = await measure();
    const statuses: Record<string, number> = {};
    for (const reader of readers) statuses[reader.status] = (statuses[reader.status] ?? 0) + 1;
    return {
      readers: READERS,
      statuses,
      health: stalled.health,
      healthIdle: idle.health,
      secondUser: stalled.secondUser,
      secondUserIdle: idle.secondUser,
    };
  } finally {
    for (const reader of readers) reader.close();
  }
}
