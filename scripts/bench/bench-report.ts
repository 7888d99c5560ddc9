/**
 * What `npm run bench` records and prints: the shape of bench/results.json, the median pass of a
 * call, and the one table.
 */
import type { StalledReadersResult } from "./stalled-readers";
import type { BankSyncResult } from "./bank-sync-load";
import type { Measurement } from "./load";
import type { Targets } from "./measure-calls";

export interface PageResult {
  page: string;
  status: number;
  htmlBytes: number;
  c1: Measurement;
  c16: Measurement;
}

export interface BenchResults {
  date: string;
  machine: { cpus: number; memoryGiB: number; node: string; loadAverage: number[] };
  database: string;
  seed: {
    heavyTransactions: number;
    smallAccounts: number;
    smallTransactions: number;
    seconds: number;
  };
  secondsPerMeasurement: number;
  /** Passes over the calls at 16 connections (BENCH_PASSES). */
  passes: number;
  /** BENCH_ONLY's words; empty when every call was measured. */
  only: string[];
  month: { year: number; month: number };
  targets: Targets;
  /** The median (by p95) of the health samples below. */
  health: Measurement;
  healthSamples: Measurement[];
  sql: { query: string; c1: Measurement; c16: Measurement } | null;
  calls: CallResult[];
  pages: PageResult[];
  /** Health at 16 connections while 12 CSV downloads stall (null when BENCH_ONLY left it out). */
  stalledCsvReaders: StalledReadersResult | null;
  /** The first sync of a 5,000-transaction bank connection, and every read call meanwhile (null when BENCH_ONLY left it out). */
  bankSync: BankSyncResult | null;
}

/** The sample whose p95 is the median (the upper one of an even count). */
export function medianByP95(taken: Measurement[]): Measurement {
  const sorted = [...taken].sort((a, b) => a.p95 - b.p95);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("nenhuma medição");
  return median;
}

export interface CallResult {
  route: string;
  url: string | null;
  note?: string;
  c1?: Measurement;
  /** The median, by p95, of `c16Samples`. */
  c16?: Measurement;
  /** p95 at 16 connections in each pass over the calls. */
  c16Samples?: number[];
  ratioToHealth?: number;
  withinTargets: boolean;
  problems: string[];
}

const ms = (value: number) =>
  Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0);
const trio = (m?: Measurement) => (m ? `${ms(m.p50)}/${ms(m.p95)}/${ms(m.p99)}` : "-");
const rate = (m?: Measurement) => (m ? m.reqPerSec.toFixed(0) : "-");

export function printTable(results: BenchResults) {
  const rows: string[][] = [
    [
      "chamada",
      "1 con. p50/p95/p99 ms",
      "req/s",
      "16 con. p50/p95/p99 ms",
      "req/s",
      "×health",
      "metas",
    ],
  ];
  for (const call of results.calls) {
    const label = call.note
      ? `${call.route} (${call.c16?.statuses ? Object.keys(call.c16.statuses).join(",") : "-"})`
      : call.route;
    rows.push([
      label,
      trio(call.c1),
      rate(call.c1),
      trio(call.c16),
      rate(call.c16),
      call.ratioToHealth === undefined ? "-" : `${call.ratioToHealth.toFixed(1)}×`,
      call.route === "/api/v1/health" ? "piso" : call.withinTargets ? "ok" : "FORA",
    ]);
  }
  if (results.sql) {
    rows.push([
      "SQL: soma do mês e do anterior (pg direto)",
      trio(results.sql.c1),
      rate(results.sql.c1),
      trio(results.sql.c16),
      rate(results.sql.c16),
      "-",
      "piso",
    ]);
  }
  for (const page of results.pages) {
    rows.push([
      `página ${page.page} (${page.status}, ${(page.htmlBytes / 1000).toFixed(0)} kB)`,
      trio(page.c1),
      rate(page.c1),
      trio(page.c16),
      rate(page.c16),
      "-",
      "render",
    ]);
  }
  const stalled = results.stalledCsvReaders;
  if (stalled) {
    const opened = stalled.statuses["200"] ?? 0;
    for (const [label, idle, during] of [
      ["health", stalled.healthIdle, stalled.health],
      ["outra pessoa: /transaction/list-all", stalled.secondUserIdle, stalled.secondUser],
    ] as const) {
      rows.push([`${label}, ocioso`, "-", "-", trio(idle), rate(idle), "-", "piso"]);
      rows.push([
        `${label}, 12 leitores de CSV parados (${opened} abertos)`,
        "-",
        "-",
        trio(during),
        rate(during),
        `${(during.p95 / idle.p95).toFixed(1)}× ocioso`,
        during.requests === 0 ? "FALHA: nenhuma resposta" : during.failures === 0 ? "ok" : `${during.failures} falha(s)`,
      ]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log(
    `\nBanco ${results.database}; ${results.seed.heavyTransactions} transações na conta medida; ${results.secondsPerMeasurement} s por medição; carga da máquina ${results.machine.loadAverage.join(" ")}. Metas: p95 a 16 conexões${results.targets.p95AtSixteenMs === null ? "" : ` ≤ ${results.targets.p95AtSixteenMs} ms e`} ≤ ${results.targets.p95RatioToHealth}× o p95 do health (mediana de ${results.healthSamples.map((h) => ms(h.p95)).join(", ")} ms: ${ms(results.health.p95)} ms). A 16 conexões, cada chamada mostra a mediana de ${results.passes} passada(s).\n`,
  );
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join("  "),
    );
    if (index === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
}
