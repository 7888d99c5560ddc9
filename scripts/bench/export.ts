/**
 * `npm run bench:export`: exports a 100k-transaction account the way GET /user/export does (the
 * same generator, drained as fast as a client reads it) and prints the time, the bytes and the
 * process's peak RSS above what it held before the export started. Targets: under 10 s, and a peak
 * that does not grow with the account. RSS grows lazily with V8's heap, so the stronger proof is
 * that it also finishes under `NODE_OPTIONS=--max-old-space-size=48`, smaller than the ~49 MB file.
 *
 * Run with the react-server condition so server/ modules load outside Next:
 * `tsx --conditions=react-server scripts/bench/export.ts`. Env: DATABASE_URL (else embedded).
 */
import { seededDatabase, withCleanup } from "./environment";
import { seedHeavyAccount } from "./seed";

const TARGET_MS = 10_000;

async function main() {
  await withCleanup(async (defer) => {
    console.log("[bench:export] semeando 1 conta de ~100 mil transações…");
    const { database, seeded } = await seededDatabase("bench-export", (client) =>
      seedHeavyAccount(client, {
        email: "export@bench.bolso",
        months: 96,
        minPerMonth: 900,
        maxPerMonth: 1200,
        currentMonthRows: 1200,
      }),
    );
    defer(() => database.dispose());
    process.env.DATABASE_URL = database.url;
    const { db, getPool } = await import("@/lib/server/db");
    const { streamUserExport } = await import("@/server/account/stream-user-export");
    defer(() => getPool().end());

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    let bytes = 0;
    for await (const chunk of streamUserExport(db, seeded.userId)) {
      bytes += Buffer.byteLength(chunk);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    const mb = (n: number) => (n / 2 ** 20).toFixed(1);
    console.log(
      `[bench:export] ${seeded.transactions} transações, ${mb(bytes)} MB em ${(ms / 1000).toFixed(2)} s; ` +
        `RSS antes ${mb(baseline)} MB, pico ${mb(peak)} MB (+${mb(peak - baseline)} MB)` +
        (ms > TARGET_MS ? ` — FORA da meta de ${TARGET_MS / 1000} s` : " — ok"),
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
