/**
 * The read calls at 1 and 16 connections beside the health floor, and each call held to the
 * targets: what `npm run bench` measures on whichever heavy account it seeded.
 */
import { medianByP95, type CallResult } from "./bench-report";
import type { ApiCall } from "./api-calls";
import { measureHttp, type Measurement } from "./load";

export interface Targets {
  /** p95 at 16 connections, in ms; null when only the ratio to health counts. */
  p95AtSixteenMs: number | null;
  /** p95 at 16 connections as a multiple of health's. */
  p95RatioToHealth: number;
}

export interface CallsMeasured {
  calls: CallResult[];
  /** The median (by p95) of `healthSamples`. */
  health: Measurement;
  healthSamples: Measurement[];
}

/**
 * Waits out the requests a measurement left behind: the load generator stops at the deadline, but
 * the server still runs what it had started, and a slow call (seconds per request) would otherwise
 * be timed as part of the next call. One more request of the same call queues behind them.
 */
async function settle(url: string, headers: Record<string, string>): Promise<void> {
  await fetch(url, { headers, signal: AbortSignal.timeout(60_000) })
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}

export async function measureCalls(options: {
  baseUrl: string;
  headers: Record<string, string>;
  /** Health first; the calls to measure, those without a URL or measured apart listed as such. */
  planned: ApiCall[];
  seconds: number;
  /** Passes over the calls at 16 connections; each call's figure is the median of its passes. */
  passes: number;
  targets: Targets;
}): Promise<CallsMeasured> {
  const { baseUrl, headers, planned, seconds, passes, targets } = options;
  const measurable = planned.filter((c) => c.url !== null && !c.apart);
  const urlOf = (call: { url: string | null }) => `${baseUrl}${call.url}`;
  // Loads every route's module and warms the pool before anything is timed.
  for (const call of measurable) {
    await measureHttp({ url: urlOf(call), headers, connections: 4, seconds: 1 });
  }

  // The health floor at 16 connections is taken at the start, the middle and the end of the
  // first pass and at the start of every other; its median resists a moment when the machine
  // was busy with something else.
  const healthUrl = `${baseUrl}/api/v1/health`;
  const healthSamples: Measurement[] = [];
  const sampleHealth = async () => {
    healthSamples.push(await measureHttp({ url: healthUrl, connections: 16, seconds }));
  };

  const calls: CallResult[] = [];
  for (const [index, call] of planned.entries()) {
    if (index === Math.floor(planned.length / 2)) await sampleHealth();
    if (!call.url) {
      calls.push({
        ...call,
        withinTargets: false,
        problems: ["sem URL de exemplo em scripts/bench/api-calls.ts"],
      });
      continue;
    }
    if (call.apart) {
      calls.push({ ...call, withinTargets: true, problems: [] });
      console.log(`[bench] ${call.route}: à parte (${call.apart})`);
      continue;
    }
    const url = urlOf(call);
    const c1 = await measureHttp({ url, headers, connections: 1, seconds });
    const c16 = await measureHttp({ url, headers, connections: 16, seconds });
    await settle(url, headers);
    if (call.route === "/api/v1/health") healthSamples.push(c16);
    calls.push({ ...call, c1, c16, withinTargets: true, problems: [] });
    console.log(`[bench] ${call.route}: p95 ${c16.p95.toFixed(1)} ms a 16 conexões`);
  }
  await sampleHealth();

  // Further passes, minutes apart: a call's figure is its median pass, so a moment when the
  // machine was busy with something else moves no call by itself. Health is sampled in each.
  const samples = new Map(calls.filter((c) => c.c16).map((c) => [c.route, [c.c16!]]));
  for (let pass = 2; pass <= passes; pass++) {
    await sampleHealth();
    for (const call of calls) {
      if (!call.c16 || call.route === "/api/v1/health") continue;
      samples
        .get(call.route)!
        .push(await measureHttp({ url: urlOf(call), headers, connections: 16, seconds }));
      await settle(urlOf(call), headers);
    }
    console.log(`[bench] passada ${pass} de ${passes} a 16 conexões concluída`);
  }
  for (const call of calls) {
    const taken = samples.get(call.route);
    if (!taken || call.route === "/api/v1/health") continue;
    call.c16 = medianByP95(taken);
    call.c16Samples = taken.map((m) => Number(m.p95.toFixed(1)));
  }

  const health = medianByP95(healthSamples);
  console.log(
    `[bench] health p95 a 16 conexões: ${healthSamples.map((h) => h.p95.toFixed(1)).join(", ")} ms (mediana ${health.p95.toFixed(1)})`,
  );
  for (const call of calls) {
    if (!call.c16 || call.route === "/api/v1/health") continue;
    call.ratioToHealth = call.c16.p95 / health.p95;
    if (call.c16.requests === 0) call.problems.push(`nenhuma resposta em ${seconds} s`);
    if (targets.p95AtSixteenMs !== null && call.c16.p95 > targets.p95AtSixteenMs)
      call.problems.push(`p95 ${call.c16.p95.toFixed(1)} ms > ${targets.p95AtSixteenMs} ms`);
    if (call.ratioToHealth > targets.p95RatioToHealth) {
      call.problems.push(
        `p95 ${call.ratioToHealth.toFixed(1)}× o do health > ${targets.p95RatioToHealth}×`,
      );
    }
    if (!call.note && (call.c1!.failures > 0 || call.c16.failures > 0)) {
      call.problems.push(`respostas fora de 2xx: ${JSON.stringify(call.c16.statuses)}`);
    }
    call.withinTargets = call.problems.length === 0;
  }
  return { calls, health, healthSamples };
}

/** One line: whether every measured call's p95 at 16 connections is within the ratio to health's. */
export function ratioVerdict({ calls, health }: CallsMeasured, ratio: number): string {
  // A call with no answer in the measurement has no p95 (NaN): it is over, not within.
  const over = calls.filter((c) => c.ratioToHealth !== undefined && !(c.ratioToHealth <= ratio));
  const head = `Dentro de ${ratio}× o p95 do health (${health.p95.toFixed(1)} ms) a 16 conexões:`;
  return over.length === 0
    ? `${head} PASSA (todas as chamadas)`
    : `${head} FALHA (${over.map((c) => `${c.route} ${Number.isNaN(c.ratioToHealth) ? "sem resposta" : `${c.ratioToHealth!.toFixed(1)}×`}`).join(", ")})`;
}
