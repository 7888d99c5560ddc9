/**
 * `npm run lighthouse:tasks -- <folder>…`: where the Total Blocking Time of the runs
 * `npm run lighthouse` kept with LIGHTHOUSE_GATHER=<folder> comes from. Each run is scored again (at
 * its own slowdown, or LIGHTHOUSE_CPU), and every main-thread task Lighthouse's simulation counts is
 * listed: when it starts in the simulated load, how long it lasts there and at full speed, how many
 * ms it adds to TBT, and what it is. Per route, the blocking time is then summed by kind of work.
 *
 * The simulation stretches script tasks by the whole slowdown and style, layout and paint tasks by
 * half of it, and counts only the part of a task over 50 ms that falls between FCP and TTI; the
 * figures here follow the same rule (FCP and TTI as the report gives them), averaged over the
 * optimistic and pessimistic simulations as TBT is, so their sum sits close to the reported TBT.
 */
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { failWith, keptFolders, keptRuns, ownSlowdown, scoreRecording } from "./recorded-run";

const BLOCKING_MS = 50;
const SIMULATIONS = ["optimisticTotalBlockingTime", "pessimisticTotalBlockingTime"];

interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string } };
}
interface CpuNode {
  type: string;
  event: TraceEvent;
  childEvents: TraceEvent[];
}
interface Timing {
  startTime: number;
  endTime: number;
}

const KINDS: [string, (child: TraceEvent) => boolean][] = [
  ["commit do documento (Chrome)", (e) => e.name === "DocumentLoader::CommitNavigation"],
  ["revelação do conteúdo em streaming ($RV)", (e) => e.name === "FunctionCall" && e.args?.data?.functionName === "$RV"],
  ["scripts: avaliação dos chunks", (e) => e.name === "EvaluateScript" && (e.args?.data?.url ?? "").includes("/_next/static/")],
  ["scripts embutidos no HTML (payload do React)", (e) => e.name === "EvaluateScript" && !(e.args?.data?.url ?? "").includes("/_next/static/")],
  ["scripts: React (hidratação, agendador)", (e) => e.name === "FunctionCall" && (e.args?.data?.url ?? "").includes("/_next/static/")],
  ["HTML e payload embutido", (e) => e.name === "ParseHTML"],
  ["estilo, layout e pintura", (e) => ["UpdateLayoutTree", "Layout", "Paint", "PrePaint", "Layerize", "Commit"].includes(e.name)],
  ["coleta de lixo", (e) => e.name === "MajorGC" || e.name === "MinorGC"],
];

/**
 * The kind of work that takes most of the task's time. "outro" is a task none of these explain,
 * e.g. the one some runs show before the page commits, which only V8 bookkeeping events fill.
 */
function kindOf(node: CpuNode): string {
  let best = "outro";
  let bestMs = 0;
  for (const [kind, matches] of KINDS) {
    const ms = node.childEvents.filter(matches).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
    if (ms > bestMs) [best, bestMs] = [kind, ms];
  }
  return best;
}

/** What a task adds to TBT: its part over 50 ms inside [fcp, tti] (TBTUtils' rule for a top-level task). */
function blockingOf(timing: Timing, fcp: number, tti: number): number {
  const duration = Math.min(timing.endTime, tti) - Math.max(timing.startTime, fcp);
  return duration > BLOCKING_MS ? duration - BLOCKING_MS : 0;
}

interface CountedTask {
  startMs: number;
  simulatedMs: number;
  fullSpeedMs: number;
  blockingMs: number;
  kind: string;
}

async function tasksOf(recording: string, cpu: number) {
  const { lhr } = await scoreRecording(recording, cpu);
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const tti = lhr.audits.interactive?.numericValue ?? 0;
  const all = Lantern.Simulation.Simulator.allNodeTimings as Map<string, Map<CpuNode, Timing>>;
  const byNode = new Map<CpuNode, CountedTask>();
  for (const label of SIMULATIONS) {
    for (const [node, timing] of all.get(label) ?? []) {
      if (node.type !== "cpu" || timing.endTime - timing.startTime < BLOCKING_MS) continue;
      const share = blockingOf(timing, fcp, tti) / SIMULATIONS.length;
      const known = byNode.get(node);
      if (known) known.blockingMs += share;
      else
        byNode.set(node, {
          startMs: timing.startTime,
          simulatedMs: timing.endTime - timing.startTime,
          fullSpeedMs: (node.event.dur ?? 0) / 1000,
          blockingMs: share,
          kind: kindOf(node),
        });
    }
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    fcp,
    tti,
    tasks: [...byNode.values()].sort((a, b) => a.startMs - b.startMs),
  };
}

const ms = (value: number) => `${Math.round(value)}`.padStart(5);

async function main() {
  const folders = keptFolders("lighthouse:tasks");
  const fixed = process.env.LIGHTHOUSE_CPU ? Number(process.env.LIGHTHOUSE_CPU) : null;
  for (const folder of folders) {
    for (const [route, recordings] of keptRuns(folder)) {
      const byKind = new Map<string, number>();
      for (const recording of recordings) {
        const cpu = fixed ?? ownSlowdown(recording).cpuSlowdown;
        const run = await tasksOf(recording, cpu);
        console.log(
          `\n${recording}: desempenho ${run.performance}, TBT ${Math.round(run.tbtMs)} ms, FCP ${Math.round(run.fcp)} ms, TTI ${Math.round(run.tti)} ms (simulados, CPU ${cpu}×)`,
        );
        console.log("  início  simulado  a 1×  conta no TBT  o quê");
        for (const task of run.tasks) {
          console.log(
            `  ${ms(task.startMs)}  ${ms(task.simulatedMs)}  ${task.fullSpeedMs.toFixed(1).padStart(5)}  ${ms(task.blockingMs)}        ${task.kind}`,
          );
          byKind.set(task.kind, (byKind.get(task.kind) ?? 0) + task.blockingMs / recordings.length);
        }
      }
      console.log(`\n${route}: TBT médio por tipo de trabalho (${recordings.length} execução(ões))`);
      for (const [kind, blocking] of [...byKind].sort((a, b) => b[1] - a[1])) {
        console.log(`  ${ms(blocking)} ms  ${kind}`);
      }
    }
  }
}

main().catch(failWith);
