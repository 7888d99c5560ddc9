/**
 * `npm run lighthouse`: Lighthouse's mobile preset, unchanged (a mid-range phone, slow 4G, simulated
 * throttling with its fixed 4× CPU slowdown), on the production build with its service worker, for
 * the public pages and the main screens of an account holding 1,200 transactions in the current
 * month. Each route runs LIGHTHOUSE_RUNS times (default 3); prints every run's performance, LCP and
 * TBT, the median run by performance, and the host's benchmarkIndex (Lighthouse's own measure of
 * the machine, taken at the start of every run: a busy host reads low, and its scores with it).
 * Exits 1 when a route's median misses a target.
 *
 * Env: CHROME_PATH (default /usr/bin/chromium), DATABASE_URL, NEXT_DIST_DIR, BENCH_PORT,
 * LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_ROUTES (comma-separated, to measure a few or others),
 * LIGHTHOUSE_OUT (the folder for the reports, default bench/: two checkouts' runs stay apart).
 */
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { launchChromium } from "./chromium";
import { SESSION_COOKIE, ensureBuild, withCleanup } from "./environment";
import { serveHeavyAccount } from "./heavy-account-server";

const ROUTES = [
  { path: "/", signedIn: false },
  { path: "/auth/login", signedIn: false },
  { path: "/dashboard", signedIn: true },
  { path: "/transactions", signedIn: true },
  { path: "/categories", signedIn: true },
  { path: "/objectives", signedIn: true },
  { path: "/recurring-payments", signedIn: true },
  { path: "/connections", signedIn: true },
  { path: "/patrimonio", signedIn: true },
  { path: "/imposto-de-renda", signedIn: true },
];

/** What every run is scored on. */
const CATEGORIES = ["performance", "accessibility"] as const;

const TARGETS = { performance: 90, accessibility: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface Score {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's measure of the host's speed, taken at the start of this run (busy host: low). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with: the preset's 4×, as shipped. */
  cpuSlowdown: number;
  finalUrl: string;
  /** The whole Lighthouse report (JSON), kept for the median run. */
  report: string;
}

async function main() {
  await ensureBuild();
  const only = process.env.LIGHTHOUSE_ROUTES?.split(",").map((r) => r.trim());
  // Any other path is measured too, signed out (e.g. /nao-existe: the framework's own floor).
  const routes = only
    ? only.map((p) => ROUTES.find((r) => r.path === p) ?? { path: p, signedIn: false })
    : ROUTES;

  const scores = await withCleanup(async (defer) => {
    const { server, token } = await serveHeavyAccount(defer, {
      label: "lighthouse",
      email: "conta-lighthouse@exemplo.com.br",
      months: 13,
    });
    const chromium = await launchChromium();
    defer(() => chromium.stop());

    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` });
    defer(() => browser.disconnect());

    const medians: Score[] = [];
    // One line per run that missed a target; the runs themselves (and their multi-megabyte
    // reports) are dropped once their route's median is chosen.
    const singleRunMisses: string[] = [];
    for (const route of routes) {
      const runs: Score[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await setSessionCookie(browser, server.baseUrl, route.signedIn ? token : null);
        const score = await audit(`${server.baseUrl}${route.path}`, route.path, chromium.port);
        const missed = problems(score);
        if (missed.length > 0) {
          singleRunMisses.push(
            `${route.path} (host ${score.benchmarkIndex}, CPU ${score.cpuSlowdown}×): ${missed.join("; ")}`,
          );
        }
        runs.push(score);
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      medians.push(median);
      console.log(
        `[lighthouse] ${route.path}: ${runs.map((r) => r.performance).join(", ")} → mediana ${median.performance}` +
          ` (LCP ${runs.map((r) => (r.lcpMs / 1000).toFixed(1)).join(", ")} s;` +
          ` TBT ${runs.map((r) => Math.round(r.tbtMs)).join(", ")} ms;` +
          ` host ${runs.map((r) => r.benchmarkIndex).join(", ")})`,
      );
    }
    return { medians, singleRunMisses };
  });

  print(scores.medians);
  console.log(
    `\nExecuções isoladas fora das metas: ${scores.singleRunMisses.length} de ${routes.length * RUNS}.`,
  );
  for (const line of scores.singleRunMisses) console.log(`  ${line}`);
  const out = process.env.LIGHTHOUSE_OUT ?? "bench";
  const folder = path.join(out, "lighthouse");
  fs.mkdirSync(folder, { recursive: true });
  for (const score of scores.medians) {
    fs.writeFileSync(path.join(folder, `${slugOf(score.route)}.json`), score.report);
  }
  fs.writeFileSync(
    path.join(out, "lighthouse.json"),
    `${JSON.stringify(
      scores.medians.map(({ report: _report, ...score }) => score),
      null,
      2,
    )}\n`,
  );
  console.log(`\nRelatórios completos em ${folder}/; resumo em ${out}/lighthouse.json.`);
  const misses = scores.medians.filter((s) => problems(s).length > 0);
  if (misses.length > 0) {
    console.error(`\n${misses.length} rota(s) fora das metas:`);
    for (const miss of misses) console.error(`  ${miss.route}: ${problems(miss).join("; ")}`);
    process.exit(1);
  }
  console.log("\nTodas as rotas dentro das metas.");
}

/**
 * The cookie jar holds exactly what a returning visitor's would: the session cookie on signed-in
 * routes, nothing on the others. (A Cookie header in Lighthouse's extraHeaders is replaced by the
 * jar's as soon as a page has set any cookie, e.g. the theme's, and the screen then sees no session.)
 */
async function setSessionCookie(browser: Browser, baseUrl: string, token: string | null) {
  await browser.deleteMatchingCookies({ name: SESSION_COOKIE }, { name: "theme" });
  if (token) {
    await browser.setCookie({
      name: SESSION_COOKIE,
      value: token,
      domain: new URL(baseUrl).hostname,
      path: "/",
    });
  }
}

/**
 * One Lighthouse run with the default config, which is the mobile preset: simulated throttling,
 * the CPU slowed 4×. The benchmarkIndex Lighthouse took at the start of this very load is kept
 * beside the figures.
 */
async function audit(url: string, route: string, port: number): Promise<Score> {
  const result = await lighthouse(url, { port, logLevel: "error", output: "json", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse não mediu ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse em ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const finalUrl = lhr.finalDisplayedUrl;
  // A signed-in screen that lands on the login page would score the wrong page.
  if (new URL(finalUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} terminou em ${finalUrl}: a sessão não foi aceita?`);
  }
  return {
    route,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    // Lighthouse reports it to the half unit; a whole number reads better beside the figures.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    finalUrl,
    report: typeof result.report === "string" ? result.report : JSON.stringify(lhr),
  };
}

const slugOf = (route: string) => (route === "/" ? "landing" : route.slice(1).replaceAll("/", "-"));

function problems(score: Score): string[] {
  const found: string[] = [];
  if (score.performance < TARGETS.performance)
    found.push(`performance ${score.performance} < ${TARGETS.performance}`);
  if (score.accessibility < TARGETS.accessibility)
    found.push(`acessibilidade ${score.accessibility} < ${TARGETS.accessibility}`);
  if (score.lcpMs > TARGETS.lcpMs) found.push(`LCP ${(score.lcpMs / 1000).toFixed(1)} s > 2,5 s`);
  if (score.tbtMs > TARGETS.tbtMs)
    found.push(`TBT ${Math.round(score.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  if (score.cls > TARGETS.cls) found.push(`CLS ${score.cls.toFixed(3)} > ${TARGETS.cls}`);
  return found;
}

function print(scores: Score[]) {
  const width = Math.max(...scores.map((s) => s.route.length), 4);
  console.log(
    `\nLighthouse, preset mobile (mediana de ${RUNS} execução(ões) por rota; host = benchmarkIndex do Lighthouse, baixo quando a máquina está ocupada; CPU = a lentidão simulada do preset, 4×)\n`,
  );
  console.log(
    `${"rota".padEnd(width)}  perf.  a11y     FCP     LCP      TBT    CLS  host    CPU  metas`,
  );
  for (const s of scores) {
    console.log(
      [
        s.route.padEnd(width),
        String(s.performance).padStart(5),
        String(s.accessibility).padStart(4),
        `${(s.fcpMs / 1000).toFixed(1)} s`.padStart(7),
        `${(s.lcpMs / 1000).toFixed(1)} s`.padStart(7),
        `${Math.round(s.tbtMs)} ms`.padStart(8),
        s.cls.toFixed(3).padStart(6),
        String(s.benchmarkIndex).padStart(4),
        `${s.cpuSlowdown}×`.padStart(5),
        problems(s).length === 0 ? "ok" : "FORA",
      ].join("  "),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
