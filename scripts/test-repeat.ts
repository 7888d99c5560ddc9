/**
 * `npm run test:repeat -- [N]`: runs `npm test` N times in a row (default 10) on a fresh clone of
 * HEAD, so a flaky test shows up before CI (which has no retries) finds it. Only committed work is
 * tested: the clone is taken from HEAD, gets a copy of this checkout's node_modules once, and is
 * cleaned (`git clean -fdx`, keeping node_modules) before every run, so no run inherits a build,
 * a database or a report from the one before.
 *
 * The database is whatever `npm test` would use here: the embedded one when DATABASE_URL is unset.
 * Stops at the first failing run (its log says why) unless --keep-going. Each run's output goes to
 * <clone>/../run-K.log; a table of results is printed as runs end and again at the end.
 *
 *   --keep-going   run all N even after a failure
 *   --dir <path>   where to clone (default: a new directory under the system's temp dir)
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

interface RunResult {
  run: number;
  passed: number | null;
  failed: number | null;
  seconds: number;
  ok: boolean;
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function sh(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} falhou (código ${result.status ?? result.signal})`,
    );
  }
}

/** The `N passed, N failed` line `scripts/test.ts` ends with. */
export function parseTally(output: string): { passed: number; failed: number } | null {
  const matches = [...output.matchAll(/^(\d+) passed, (\d+) failed$/gm)];
  const last = matches.at(-1);
  return last ? { passed: Number(last[1]), failed: Number(last[2]) } : null;
}

function runOnce(cwd: string, log: string, run: number): Promise<RunResult> {
  const started = Date.now();
  const out = fs.createWriteStream(log);
  const chunks: string[] = [];
  return new Promise((resolve) => {
    const child = spawn("npm", ["test"], { cwd, env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (data: Buffer) => {
        out.write(data);
        chunks.push(data.toString());
      });
    }
    child.on("close", (code) => {
      out.end();
      const tally = parseTally(chunks.join(""));
      resolve({
        run,
        passed: tally?.passed ?? null,
        failed: tally?.failed ?? null,
        seconds: Math.round((Date.now() - started) / 1000),
        ok: code === 0 && tally !== null && tally.failed === 0,
      });
    });
  });
}

function table(results: RunResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.run} | ${r.ok ? "ok" : "FALHOU"} | ${r.passed ?? "?"} | ${r.failed ?? "?"} | ${(r.seconds / 60).toFixed(1)} min |`,
  );
  return ["| run | result | passed | failed | time |", "|---|---|---|---|---|", ...rows].join("\n");
}

async function main() {
  const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 10);
  const keepGoing = process.argv.includes("--keep-going");
  const root = option("--dir") ?? fs.mkdtempSync(path.join(os.tmpdir(), "bolso-repeat-"));
  const clone = path.join(root, "repo");
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
    encoding: "utf8",
  }).stdout.trim();

  console.log(`Clonando ${head} em ${clone} e copiando node_modules...`);
  sh("git", ["clone", "--quiet", process.cwd(), clone], process.cwd());
  sh("cp", ["-a", path.join(process.cwd(), "node_modules"), clone], process.cwd());
  console.log(
    `Banco: ${process.env.DATABASE_URL ? "DATABASE_URL" : "embutido (DATABASE_URL não definida)"}; ${count} execuções de npm test.`,
  );

  const results: RunResult[] = [];
  for (let run = 1; run <= count; run++) {
    sh("git", ["clean", "-fdxq", "-e", "node_modules"], clone);
    const log = path.join(root, `run-${run}.log`);
    const result = await runOnce(clone, log, run);
    results.push(result);
    console.log(`\n${table(results)}\n(log: ${log})`);
    fs.writeFileSync(path.join(root, "summary.md"), `${head}\n\n${table(results)}\n`);
    if (!result.ok && !keepGoing) break;
  }

  const passedAll = results.length === count && results.every((r) => r.ok);
  console.log(
    `\n${head}: ${results.filter((r) => r.ok).length} de ${count} execuções passaram${passedAll ? " em sequência" : ""}.`,
  );
  process.exit(passedAll ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  void main();
