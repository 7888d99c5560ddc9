/**
 * The bank sync's row of `npm run bench`: first syncs of a 5,000-transaction connection run one
 * after another in their own process (scripts/bench/bank-sync.ts --repeat, on the bench's
 * database), and while they run every read call is measured at 16 connections beside health.
 * Targets: the first sync under 30 s; every call's p95 within 3× health's p95 taken meanwhile.
 */
import { spawn } from "node:child_process";
import readline from "node:readline";
import { measureHttp, type Measurement } from "./load";
import { medianByP95 } from "./bench-report";

export const BANK_SYNC_TARGET_SECONDS = 30;
export const BANK_SYNC_TARGET_RATIO = 3;

export interface BankSyncResult {
  /** Every first sync completed during the measurement, in seconds; the first is the figure. */
  syncSeconds: number[];
  health: Measurement;
  healthSamples: number[];
  calls: { route: string; p95: number; ratioToHealth: number }[];
  problems: string[];
}

export async function measureDuringBankSync(options: {
  databaseUrl: string;
  baseUrl: string;
  headers: Record<string, string>;
  calls: { route: string; url: string }[];
  seconds: number;
}): Promise<BankSyncResult> {
  // Node itself (no npx between), so ending it ends the syncs.
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", "scripts/bench/bank-sync.ts", "--repeat"],
    { env: { ...process.env, DATABASE_URL: options.databaseUrl }, stdio: ["ignore", "pipe", "inherit"] },
  );
  const syncSeconds: number[] = [];
  let syncing: () => void = () => {};
  const started = new Promise<void>((resolve) => (syncing = resolve));
  let synced: () => void = () => {};
  const synced1 = new Promise<void>((resolve) => (synced = resolve));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    try {
      const message = JSON.parse(line) as { syncing?: boolean; seconds?: number };
      if (message.syncing) syncing();
      if (typeof message.seconds === "number") {
        syncSeconds.push(message.seconds);
        synced();
      }
    } catch {
      // A log line of the app's logger: not ours.
    }
  });
  const firstDone = Promise.race([synced1, exited.then(() => undefined)]);
  try {
    await Promise.race([started, exited.then(() => Promise.reject(new Error("bank-sync.ts terminou antes de sincronizar")))]);
    const healthSamples: Measurement[] = [];
    const health = async () =>
      healthSamples.push(await measureHttp({ url: `${options.baseUrl}/api/v1/health`, connections: 16, seconds: options.seconds }));
    await health();
    const measured: { route: string; c16: Measurement }[] = [];
    for (const [index, call] of options.calls.entries()) {
      if (index === Math.floor(options.calls.length / 2)) await health();
      const c16 = await measureHttp({ url: `${options.baseUrl}${call.url}`, headers: options.headers, connections: 16, seconds: options.seconds });
      measured.push({ route: call.route, c16 });
    }
    await health();
    // The first sync's time is the figure: wait for it if the calls were quicker.
    await firstDone;
    const floor = medianByP95(healthSamples);
    const calls = measured.map(({ route, c16 }) => ({
      route,
      p95: Number(c16.p95.toFixed(1)),
      ratioToHealth: Number((c16.p95 / floor.p95).toFixed(2)),
    }));
    const problems: string[] = [];
    const first = syncSeconds[0];
    if (first === undefined) problems.push("nenhuma sincronização terminou");
    else if (first > BANK_SYNC_TARGET_SECONDS) problems.push(`primeira sincronização ${first} s > ${BANK_SYNC_TARGET_SECONDS} s`);
    for (const call of calls) {
      if (Number.isNaN(call.p95)) problems.push(`${call.route}: nenhuma resposta durante a sincronização`);
      else if (call.ratioToHealth > BANK_SYNC_TARGET_RATIO) {
        problems.push(`${call.route}: p95 ${call.ratioToHealth}× o do health durante a sincronização > ${BANK_SYNC_TARGET_RATIO}×`);
      }
    }
    return { syncSeconds, health: floor, healthSamples: healthSamples.map((h) => Number(h.p95.toFixed(1))), calls, problems };
  } finally {
    if (child.exitCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  }
}

/** The row's lines under the table. */
export function printBankSync(result: BankSyncResult): void {
  console.log("\nSincronização bancária (5.000 transações em 12 meses, primeira sincronização):");
  console.log(
    `  primeira: ${result.syncSeconds[0]?.toFixed(1) ?? "-"} s (alvo < ${BANK_SYNC_TARGET_SECONDS} s); todas durante a medição: ${result.syncSeconds.join(", ")} s`,
  );
  console.log(`  health p95 a 16 conexões durante ela: ${result.health.p95.toFixed(1)} ms (amostras ${result.healthSamples.join(", ")})`);
  console.log(`  chamadas de leitura, p95 a 16 conexões durante ela (alvo ≤ ${BANK_SYNC_TARGET_RATIO}× o health):`);
  for (const call of result.calls) {
    console.log(`    ${call.route.padEnd(52)} ${String(call.p95).padStart(8)} ms  ${call.ratioToHealth.toFixed(2)}×`);
  }
  const worst = [...result.calls].sort((a, b) => b.ratioToHealth - a.ratioToHealth)[0];
  if (worst) console.log(`  pior: ${worst.route} a ${worst.ratioToHealth.toFixed(2)}× o health`);
}
