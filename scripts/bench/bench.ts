/**
 * `npm run bench`: the API's read calls under load on a 100k-transaction account (which owns a
 * household with one member, and holds a record behind every read call: scripts/bench/seed-extras.ts), beside two
 * floors measured in the same run (the health endpoint and the month sum as raw SQL), plus the
 * server render of /dashboard and /transactions for a month of 1,200 rows, and health while 12
 * CSV downloads stall, and every read call while a bank connection's first sync (5,000
 * transactions over 12 months) runs beside them (scripts/bench/bank-sync-load.ts), then the
 * reconciliation figures of the household year (scripts/bench/reconciliation.ts). Prints one
 * table, writes bench/results.json, and exits 1 when a call misses a target.
 *
 * Env: DATABASE_URL (a PostgreSQL server; a throwaway database is created on it and dropped),
 * NEXT_DIST_DIR (built when missing), BENCH_PORT, BENCH_SECONDS (per measurement, default 5),
 * BENCH_PASSES (passes over the calls at 16 connections, each call's median shown; default 3),
 * BENCH_ONLY (comma-separated words: only the calls, pages, "sql" floor, "stalled" readers, "bank" sync and "reconciliation" whose
 * name holds one; the health floor is always measured, and the results go to
 * bench/results-only.json), BENCH_ACCOUNT=1m (the heavy account holds a million transactions:
 * only the read calls, the SQL floor and the pages, each call held within 2× the health p95; the
 * results go to bench/results-1m.json; not run in CI).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import {
  currentYearMonth,
  firstDay,
  monthBounds,
  monthOfYear,
  shiftMonth,
} from "@/lib/domain/calendar";
import { apiCalls, isSelected, parseOnly, type SampleIds } from "./api-calls";
import {
  SESSION_COOKIE,
  benchPort,
  distDir,
  ensureBuild,
  logIn,
  seededDatabase,
  startServer,
  withCleanup,
} from "./environment";
import { measureHttp, measureSql } from "./load";
import { printTable, type BenchResults, type PageResult } from "./bench-report";
import { measureCalls, ratioVerdict, type Targets } from "./measure-calls";
import {
  BENCH_PASSWORD,
  HEAVY_ACCOUNTS,
  seedHeavyAccount,
  seedHeavyCopies,
  seedSmallAccounts,
  type HeavyAccountSize,
} from "./seed";
import { seedHeavyExtras } from "./seed-extras";
import { measureStalledReaders } from "./stalled-readers";
import { measureDuringBankSync, printBankSync } from "./bank-sync-load";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Passes over the calls at 16 connections; each call's figure is the median of its passes. */
const PASSES = Math.max(1, Number(process.env.BENCH_PASSES ?? 3));
const HEAVY_EMAIL = "conta-pesada@exemplo.com.br";
const ONLY = parseOnly(process.env.BENCH_ONLY);
const ACCOUNT = heavyAccountSize(process.env.BENCH_ACCOUNT);
/** The million-row account is about the calls' growth with history: the rest stays with 100k. */
const FULL_RUN = ACCOUNT === "100k";
const TARGETS: Targets = FULL_RUN
  ? { p95AtSixteenMs: 50, p95RatioToHealth: 3 }
  : { p95AtSixteenMs: null, p95RatioToHealth: 2 };
/** Whether the stalled readers, the bank sync or the reconciliation (`name`) run. */
const runs = (name: string) => FULL_RUN && isSelected(name, ONLY);

async function main() {
  await ensureBuild();
  const results = await withCleanup(async (defer): Promise<BenchResults> => {
    const { year, month } = currentYearMonth();
    const size = FULL_RUN ? "100 mil" : "1 milhão de";
    console.log(`[bench] semeando 1 conta de ${size} transações e 1.000 contas pequenas…`);
    const { database, seeded, seedMs } = await seededDatabase("bench", async (client) => ({
      heavy: await seedHeavyAccount(client, { email: HEAVY_EMAIL, ...HEAVY_ACCOUNTS[ACCOUNT] }).then(
        async (heavy) => {
          await seedHeavyExtras(client, heavy.userId);
          return heavy;
        },
      ),
      smallTransactions: await seedSmallAccounts(client, 1000),
    }));
    // Twelve stalled readers need six people (two downloads each) with the heavy account's rows.
    const copies = runs("stalled")
      ? await withClient(database.url, (client) => seedHeavyCopies(client, seeded.heavy.userId, 5))
      : [];
    defer(() => database.dispose());
    console.log(
      `[bench] ${seeded.heavy.transactions} transações na conta pesada, ${seeded.smallTransactions} nas pequenas, em ${(seedMs / 1000).toFixed(1)} s (${database.kind})`,
    );

    const server = await startServer(database, benchPort());
    defer(() => server.stop());
    const token = await logIn(server.baseUrl, seeded.heavy.email, seeded.heavy.password);
    const ids = await sampleIds(database.url, seeded.heavy.userId, { year, month });
    const bearer = { authorization: `Bearer ${token}` };

    const planned = apiCalls(ids).filter(
      (c) => c.route === "/api/v1/health" || isSelected(c.route, ONLY),
    );
    const { calls, health, healthSamples } = await measureCalls({
      baseUrl: server.baseUrl,
      headers: bearer,
      planned,
      seconds: SECONDS,
      passes: PASSES,
      targets: TARGETS,
    });

    const sql = isSelected("sql", ONLY)
      ? await measureMonthSql(database.url, seeded.heavy.userId, { year, month })
      : null;
    const pages = await measurePages(server.baseUrl, token, { year, month });
    const stalledCsvReaders = runs("stalled")
      ? await measureStalledReaders({
          baseUrl: server.baseUrl,
          readerTokens: [token, ...(await logInEach(server.baseUrl, copies))],
          secondUserToken: await logIn(server.baseUrl, "bench-pequena-1@exemplo.com.br", BENCH_PASSWORD),
          seconds: SECONDS,
          month: { year, month },
        })
      : null;
    if (stalledCsvReaders) {
      const s = stalledCsvReaders;
      console.log(
        `[bench] 12 leitores de CSV parados (${JSON.stringify(s.statuses)}): health p95 ${s.health.p95.toFixed(1)} ms (ocioso ${s.healthIdle.p95.toFixed(1)}), ${s.health.failures} falha(s); outra pessoa p95 ${s.secondUser.p95.toFixed(1)} ms (ocioso ${s.secondUserIdle.p95.toFixed(1)}), ${s.secondUser.failures} falha(s)`,
      );
    }
    // Every read call (whatever BENCH_ONLY chose above) while first syncs of a bank connection run.
    const bankSync = runs("bank")
      ? await measureDuringBankSync({
          databaseUrl: database.url,
          baseUrl: server.baseUrl,
          headers: bearer,
          calls: apiCalls(ids).flatMap((c) =>
            c.url && !c.apart && c.route !== "/api/v1/health" ? [{ route: c.route, url: c.url }] : [],
          ),
          seconds: SECONDS,
        })
      : null;
    return {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        // The targets assume an otherwise idle machine: the load average says whether it was.
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      },
      database: database.kind,
      seed: {
        heavyTransactions: seeded.heavy.transactions,
        smallAccounts: 1000,
        smallTransactions: seeded.smallTransactions,
        seconds: Number((seedMs / 1000).toFixed(1)),
      },
      secondsPerMeasurement: SECONDS,
      passes: PASSES,
      only: ONLY,
      month: { year, month },
      targets: TARGETS,
      health,
      healthSamples,
      sql,
      calls,
      pages,
      stalledCsvReaders,
      bankSync,
    };
  });

  printTable(results);
  console.log(`\n${ratioVerdict(results, TARGETS.p95RatioToHealth)}`);
  if (results.bankSync) printBankSync(results.bankSync);
  // The household year's reconciliation figures, on a database of its own (no server needed).
  const reconciliationMissed = runs("reconciliation") && !runReconciliation();
  fs.mkdirSync("bench", { recursive: true });
  const name = `results${ONLY.length > 0 ? "-only" : ""}${FULL_RUN ? "" : `-${ACCOUNT}`}.json`;
  const file = path.join("bench", name);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nResultados em ${file} (build ${distDir}/).`);
  const misses = results.calls.filter((c) => !c.withinTargets);
  const bankMisses = [...(results.bankSync?.problems ?? [])];
  if (reconciliationMissed) bankMisses.push("conciliação do ano da casa fora das metas (acima)");
  if (misses.length > 0 || bankMisses.length > 0) {
    console.error(`\n${misses.length + bankMisses.length} medida(s) fora das metas:`);
    for (const miss of misses) console.error(`  ${miss.route}: ${miss.problems.join("; ")}`);
    for (const miss of bankMisses) console.error(`  sincronização bancária: ${miss}`);
    process.exit(1);
  }
  console.log("\nTodas as chamadas dentro das metas.");
}

/** BENCH_ACCOUNT: "100k" (unset) or "1m". */
function heavyAccountSize(value: string | undefined): HeavyAccountSize {
  const size = (value ?? "100k").trim().toLowerCase();
  if (size in HEAVY_ACCOUNTS) return size as HeavyAccountSize;
  throw new Error(`BENCH_ACCOUNT deve ser ${Object.keys(HEAVY_ACCOUNTS).join(" ou ")}, não "${value}"`);
}

/** scripts/bench/reconciliation.ts in its own process; true when its targets held. */
function runReconciliation(): boolean {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "scripts/bench/reconciliation.ts"],
    { stdio: "inherit", env: process.env },
  );
  return run.status === 0;
}

/** Ids the calls with a path parameter read: the heavy account's own rows. */
async function sampleIds(
  databaseUrl: string,
  userId: string,
  month: { year: number; month: number },
): Promise<SampleIds> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const first = async (table: string) => {
      const { rows } = await client.query<{ id: string }>(
        `select id from ${table} where user_id = $1 order by created_at, id limit 1`,
        [userId],
      );
      if (!rows[0]) throw new Error(`bench: nenhum registro em ${table}`);
      return rows[0].id;
    };
    const start = firstDay(monthOfYear(month.year, month.month));
    const { rows } = await client.query<{ id: string }>(
      "select id from transactions where user_id = $1 and transaction_date >= $2 order by transaction_date, id limit 1",
      [userId, start],
    );
    return {
      categoryId: await first("categories"),
      objectiveId: await first("objectives"),
      paymentMethodId: await first("payment_methods"),
      cardId:
        (
          await client.query<{ id: string }>(
            "select id from payment_methods where user_id = $1 and kind = 'credit_card' order by name, id limit 1",
            [userId],
          )
        ).rows[0]?.id ?? (await first("payment_methods")),
      recurringPaymentId: await first("recurring_payments"),
      transactionId: rows[0]?.id ?? (await first("transactions")),
      payeeId: await first("payees"),
      tagId: await first("tags"),
      investmentId: await first("investments"),
      loanId: await first("loans"),
      webhookId: await first("webhooks"),
      attachmentId: await first("attachments"),
      attachmentTransactionId: (
        await client.query<{ id: string }>(
          "select transaction_id as id from attachments where user_id = $1 order by created_at, id limit 1",
          [userId],
        )
      ).rows[0]!.id,
      ...month,
    };
  } finally {
    await client.end();
  }
}

/** The month's income and expense and the month before's, in one statement: the floor for the dashboard's sums. */
async function measureMonthSql(
  databaseUrl: string,
  userId: string,
  month: { year: number; month: number },
) {
  const current = monthBounds(monthOfYear(month.year, month.month));
  const before = monthBounds(shiftMonth(monthOfYear(month.year, month.month), -1));
  const sql = `select tt.transaction_type,
      coalesce(sum(t.valor) filter (where t.transaction_date >= $2), 0) as current,
      coalesce(sum(t.valor) filter (where t.transaction_date < $2), 0) as previous
    from transactions t join transaction_types tt on tt.id = t.transaction_type_id
    where t.user_id = $1 and t.transaction_date >= $3 and t.transaction_date < $4
    group by tt.transaction_type`;
  const params = [userId, current.start, before.start, current.end];
  return {
    query: sql.replace(/\s+/g, " "),
    c1: await measureSql({ databaseUrl, sql, params, connections: 1, seconds: SECONDS }),
    c16: await measureSql({ databaseUrl, sql, params, connections: 16, seconds: SECONDS }),
  };
}

/** Full HTML responses with the session cookie, as a browser's first request for the page. */
async function measurePages(
  baseUrl: string,
  token: string,
  month: { year: number; month: number },
): Promise<PageResult[]> {
  const headers = { cookie: `${SESSION_COOKIE}=${token}`, accept: "text/html" };
  const pages: PageResult[] = [];
  for (const page of ["/dashboard", "/transactions"].filter((p) => isSelected(p, ONLY))) {
    const url = `${baseUrl}${page}?month=${month.month}&year=${month.year}`;
    const first = await fetch(url, { headers, redirect: "manual" });
    const html = await first.text();
    await measureHttp({ url, headers, connections: 2, seconds: 1 });
    const c1 = await measureHttp({ url, headers, connections: 1, seconds: SECONDS });
    const c16 = await measureHttp({ url, headers, connections: 16, seconds: SECONDS });
    pages.push({
      page: `${page}?month=${month.month}&year=${month.year}`,
      status: first.status,
      htmlBytes: html.length,
      c1,
      c16,
    });
    console.log(
      `[bench] ${page}: ${first.status}, ${(html.length / 1000).toFixed(0)} kB, p50 ${c1.p50.toFixed(0)} ms`,
    );
  }
  return pages;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Sessions for `emails`, one login after another (parallel logins from one address are throttled). */
async function logInEach(baseUrl: string, emails: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const email of emails) tokens.push(await logIn(baseUrl, email, BENCH_PASSWORD));
  return tokens;
}
