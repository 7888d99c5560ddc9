/**
 * `npm test`: the whole suite, as CI runs it. Vitest (unit + integration), then `next build` (and the service worker)
 * and the Playwright e2e specs against `next start`. Works with DATABASE_URL (throwaway databases
 * on that server) and without it (embedded PGlite). Ends with one line `N passed, N failed`.
 *
 *   --skip-build   reuse the existing build (in NEXT_DIST_DIR, default .next)
 *   --no-e2e       vitest only
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const args = new Set(process.argv.slice(2));
const resultsDir = path.join(process.cwd(), "test-results");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const bin = (name: string) => path.join(process.cwd(), "node_modules", ".bin", name);

function run(label: string, command: string, commandArgs: string[]): boolean {
  console.log(`\n━━━ ${label} ━━━`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env });
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = result.status === 0;
  console.log(
    `━━━ ${label}: ${ok ? "ok" : `falhou (código ${result.status ?? result.signal})`} em ${seconds}s`,
  );
  return ok;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

function vitestTally(file: string): Tally | null {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(file);
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightTally(file: string): Tally | null {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(file);
  if (!report) return null;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

function main() {
  fs.mkdirSync(resultsDir, { recursive: true });
  const total: Tally = { passed: 0, failed: 0, skipped: 0 };
  const add = (tally: Tally | null, ok: boolean) => {
    // A runner that failed without a report (crash, config error) still counts as a failure.
    if (!tally) return void (ok || total.failed++);
    total.passed += tally.passed;
    total.failed += tally.failed || (ok ? 0 : 1);
    total.skipped += tally.skipped;
  };
  let ok = true;

  const vitestJson = path.join(resultsDir, "vitest.json");
  fs.rmSync(vitestJson, { force: true });
  const vitestOk = run("vitest (unit + integration)", bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestJson}`,
  ]);
  add(vitestTally(vitestJson), vitestOk);
  ok &&= vitestOk;

  if (!args.has("--no-e2e")) {
    let built = true;
    if (!args.has("--skip-build")) {
      built =
        run(`next build (${process.env.NEXT_DIST_DIR ?? ".next"})`, bin("next"), ["build"]) &&
        run("service worker", bin("tsx"), ["scripts/build-service-worker.ts"]);
      if (!built) total.failed++;
    }
    if (built) {
      const playwrightJson = path.join(resultsDir, "playwright.json");
      fs.rmSync(playwrightJson, { force: true });
      const e2eOk = run("playwright (e2e)", bin("playwright"), ["test"]);
      add(playwrightTally(playwrightJson), e2eOk);
      ok &&= e2eOk;
    }
    ok &&= built;
  }

  if (total.skipped > 0) console.log(`\n(${total.skipped} skipped)`);
  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  process.exit(ok && total.failed === 0 ? 0 : 1);
}

main();
