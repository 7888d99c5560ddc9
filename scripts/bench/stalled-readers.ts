/**
 * The "12 stalled CSV readers" scenario: twelve downloads of the heavy account's longest CSV whose
 * clients read one piece and then stop, while the health endpoint is measured at 16 connections.
 * The figure is health's p95 during the stall, beside how many downloads were open (200) and how
 * many were refused (429: two per person).
 */
import http from "node:http";
import { measureHttp, type Measurement } from "./load";

const READERS = 12;

export interface StalledReadersResult {
  readers: number;
  statuses: Record<string, number>;
  health: Measurement;
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
  token: string;
  seconds: number;
  month: { year: number; month: number };
}): Promise<StalledReadersResult> {
  const to = `${options.month.year}-${String(options.month.month).padStart(2, "0")}`;
  const from = `${options.month.year - 2}-${String(options.month.month).padStart(2, "0")}`;
  const url = `${options.baseUrl}/api/v1/reports/transactions.csv?from=${from}&to=${to}`;
  const headers = { authorization: `Bearer ${options.token}` };
  const readers = await Promise.all(
    Array.from({ length: READERS }, () => stalledReader(url, headers)),
  );
  try {
    const health = await measureHttp({
      url: `${options.baseUrl}/api/v1/health`,
      connections: 16,
      seconds: options.seconds,
    });
    const statuses: Record<string, number> = {};
    for (const reader of readers) statuses[reader.status] = (statuses[reader.status] ?? 0) + 1;
    return { readers: READERS, statuses, health };
  } finally {
    for (const reader of readers) reader.close();
  }
}
