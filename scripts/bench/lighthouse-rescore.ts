/**
 * `npm run lighthouse:rescore -- <folder>…`: scores again, with one fixed CPU slowdown, the runs
 * `npm run lighthouse` kept with LIGHTHOUSE_GATHER=<folder>, and prints each route's scores, TBT and
 * LCP (each run, mean and median). Two builds are then compared on the same simulated phone.
 *
 * `npm run lighthouse` scales each run by the benchmarkIndex Lighthouse reads at its start, as the
 * budget defines it. On a shared VM that reading moves (1,100–2,900) while the load itself does not
 * move with it: the framework's own start-up task took 45–80 ms at full speed whatever the reading was, so a
 * high reading alone can cost a route 10 points. Scoring both builds' recordings at one multiplier
 * takes that reading out of a comparison; the work recorded in the load stays as it was.
 *
 * Env: LIGHTHOUSE_CPU (default 4, the preset's slowdown for a host of index 1600).
 */
import { PRESET_SLOWDOWN } from "./host-speed";
import { failWith, keptFolders, keptRuns, scoreRecording } from "./recorded-run";

const cpu = Number(process.env.LIGHTHOUSE_CPU ?? PRESET_SLOWDOWN);

interface Rescored {
  performance: number;
  tbtMs: number;
  lcpMs: number;
}

async function rescore(recording: string): Promise<Rescored> {
  const { lhr } = await scoreRecording(recording, cpu);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
  };
}

const mean = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const folders = keptFolders("lighthouse:rescore");
  console.log(`Execuções gravadas, pontuadas de novo com CPU ${cpu}× (a mesma para todas):`);
  for (const folder of folders) {
    for (const [route, recordings] of keptRuns(folder)) {
      const runs: Rescored[] = [];
      for (const recording of recordings) runs.push(await rescore(recording));
      const perf = runs.map((r) => r.performance);
      const tbt = runs.map((r) => r.tbtMs);
      const lcp = runs.map((r) => r.lcpMs);
      console.log(
        `${folder} ${route}: desempenho ${perf.join(", ")} (média ${mean(perf)}, mediana ${median(perf)});` +
          ` TBT ${tbt.join(", ")} ms (média ${mean(tbt)}); LCP média ${(mean(lcp) / 1000).toFixed(1)} s`,
      );
    }
  }
}

main().catch(failWith);
