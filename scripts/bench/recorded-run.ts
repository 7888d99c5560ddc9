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

const artifactsOf = (recording: string) => path.join(recording, "artifacts.json");

/** The slowdown the run stands for: 4 × the benchmarkIndex Lighthouse read at its start / 1600. */
export function ownSlowdown(recording: string): { benchmarkIndex: number; cpuSlowdown: number } {
  const { BenchmarkIndex } = JSON.parse(fs.readFileSync(artifactsOf(recording), "utf8")) as KeptArtifacts;
  return { benchmarkIndex: BenchmarkIndex, cpuSlowdown: slowdownFor(BenchmarkIndex) };
}

/** The recorded run scored with the CPU slowed `cpu` times (performance and accessibility). */
export async function scoreRecording(recording: string, cpu: number): Promise<RunnerResult> {
  const file = artifactsOf(recording);
  const original = fs.readFileSync(file, "utf8");
  const artifacts = JSON.parse(original) as KeptArtifacts;
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpu;
  fs.writeFileSync(file, JSON.stringify(artifacts));
  try {
    const result = await lighthouse(
      "http://recorded",
      { auditMode: recording, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
      { extends: "lighthouse:default", settings: { throttling: { cpuSlowdownMultiplier: cpu } } },
    );
    if (!result) throw new Error(`Lighthouse não pontuou ${recording}`);
    return result;
  } finally {
    fs.writeFileSync(file, original);
  }
}

/** The kept runs under `folder`, grouped by route slug, in order. */
export function keptRuns(folder: string): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const run of fs.readdirSync(folder).sort()) {
    const route = run.replace(/-\d+$/, "");
    byRoute.set(route, [...(byRoute.get(route) ?? []), path.join(folder, run)]);
  }
  return byRoute;
}
