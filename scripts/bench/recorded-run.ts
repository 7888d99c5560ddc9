/**
 * A run `npm run lighthouse` kept with LIGHTHOUSE_GATHER=<folder> (`<route slug>-<n>`: the trace,
 * the network log and the artifacts), scored again. Lighthouse scores a recording only with the
 * settings it was kept with, so the CPU slowdown is written into the artifacts for the scoring and
 * the file is put back as it was afterwards.
 */
import fs from "node:fs";
import path from "node:path";
import lighthouse, { type RunnerResult } from "lighthouse";
import { slowdownFor } from "./host-speed";

interface KeptArtifacts {
  BenchmarkIndex: number;
  settings: { throttling: { cpuSlowdownMultiplier: number } };
}

/** What every run is scored on. */
export const CATEGORIES = ["performance", "accessibility"] as const;

/** Lighthouse's default config with the CPU slowed `cpu` times in the simulation. */
export const lighthouseConfig = (cpu: number) => ({
  extends: "lighthouse:default",
  settings: { throttling: { cpuSlowdownMultiplier: cpu } },
});

const artifactsOf = (recording: string) => path.join(recording, "artifacts.json");

const readArtifacts = (recording: string) =>
  JSON.parse(fs.readFileSync(artifactsOf(recording), "utf8")) as KeptArtifacts;

/** The slowdown the run stands for: 4 × the benchmarkIndex Lighthouse read at its start / 1600. */
export function ownSlowdown(recording: string): { benchmarkIndex: number; cpuSlowdown: number } {
  const benchmarkIndex = readArtifacts(recording).BenchmarkIndex;
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`A gravação em ${recording} não tem benchmarkIndex`);
  }
  return { benchmarkIndex, cpuSlowdown: slowdownFor(benchmarkIndex) };
}

/** Writes into the recording the CPU slowdown Lighthouse will score it with. */
function setRecordedSlowdown(recording: string, cpu: number): void {
  const artifacts = readArtifacts(recording);
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpu;
  fs.writeFileSync(artifactsOf(recording), JSON.stringify(artifacts));
}

/** The recorded run scored with the CPU slowed `cpu` times (performance and accessibility). */
export async function scoreRecording(recording: string, cpu: number): Promise<RunnerResult> {
  const file = artifactsOf(recording);
  const original = fs.readFileSync(file, "utf8");
  setRecordedSlowdown(recording, cpu);
  try {
    const result = await lighthouse(
      "http://recorded",
      { auditMode: recording, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
      lighthouseConfig(cpu),
    );
    if (!result) throw new Error(`Lighthouse não pontuou ${recording}`);
    return result;
  } finally {
    fs.writeFileSync(file, original);
  }
}

/** Prints a failure of a tool over kept runs as one line, and exits 1. */
export function failWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** The folders named on the command line, or the usage line and exit 2 when there are none. */
export function keptFolders(command: string): string[] {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    console.error(`uso: npm run ${command} -- <pasta de LIGHTHOUSE_GATHER>…`);
    process.exit(2);
  }
  return folders;
}

/** The kept runs under `folder`, grouped by route slug, in order. */
export function keptRuns(folder: string): Map<string, string[]> {
  if (!fs.existsSync(folder)) throw new Error(`Pasta não encontrada: ${folder} (a de LIGHTHOUSE_GATHER)`);
  const byRoute = new Map<string, string[]>();
  for (const run of fs.readdirSync(folder).sort()) {
    const route = run.replace(/-\d+$/, "");
    byRoute.set(route, [...(byRoute.get(route) ?? []), path.join(folder, run)]);
  }
  return byRoute;
}
