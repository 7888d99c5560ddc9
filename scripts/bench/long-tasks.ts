/**
 * `npm run long-tasks`: what hydration costs on the main thread, measured directly. Each route is
 * loaded in Debian's Chromium with the CPU slowed 4× (Lighthouse's mobile factor, applied for real
 * through DevTools instead of simulated), and the main thread's tasks are read from a trace. Prints,
 * per route, the median over LONG_TASKS_RUNS (default 3) loads of: the number of tasks over 50 ms,
 * the sum of their time over 50 ms (the quantity TBT adds up) and the longest task. On a busy or
 * slow host Lighthouse's simulated TBT swings by 2× between runs; this moves far less, so it is the
 * figure to compare two builds with.
 *
 * Env: CHROME_PATH, DATABASE_URL, NEXT_DIST_DIR, BENCH_PORT, LONG_TASKS_RUNS,
 * LONG_TASKS_ROUTES (comma-separated; default the Lighthouse routes).
 */
import puppeteer from "puppeteer-core";
import { chromePath, CHROMIUM_FLAGS } from "./chromium";
import { SESSION_COOKIE, ensureBuild, withCleanup } from "./environment";
import { serveHeavyAccount } from "./heavy-account-server";

const SIGNED_OUT = new Set(["/", "/auth/login", "/termos", "/privacidade", "/ajuda"]);
const ROUTES = [
  "/",
  "/auth/login",
  "/dashboard",
  "/transactions",
  "/categories",
  "/objectives",
  "/recurring-payments",
];
const RUNS = Math.max(1, Number(process.env.LONG_TASKS_RUNS ?? 3));

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** Tasks over 50 ms on the page's main thread (CrRendererMain of the renderer that drew it). */
function longTasks(events: TraceEvent[]): number[] {
  const mains = new Set(
    events
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name !== "RunTask" || e.ph !== "X" || !mains.has(key) || (e.dur ?? 0) <= 50_000) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), (e.dur ?? 0) / 1000]);
  }
  // The page's renderer is the busiest one (about:blank's does next to nothing).
  return [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
}

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  await ensureBuild();
  const routes = process.env.LONG_TASKS_ROUTES?.split(",").map((r) => r.trim()) ?? ROUTES;
  await withCleanup(async (defer) => {
    const { server, token } = await serveHeavyAccount(defer, {
      label: "long-tasks",
      email: "conta-long-tasks@exemplo.com.br",
      months: 13,
    });
    const browser = await puppeteer.launch({ executablePath: chromePath(), args: CHROMIUM_FLAGS });
    defer(() => browser.close());

    console.log(
      `\nTarefas longas (> 50 ms) na thread principal, CPU 4× mais lenta; mediana de ${RUNS} carga(s)\n`,
    );
    console.log(
      `${"rota".padEnd(22)}${"tarefas".padStart(8)}${"soma acima de 50 ms".padStart(22)}${"maior".padStart(10)}`,
    );
    for (const route of routes) {
      const runs: number[][] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.createBrowserContext();
        if (!SIGNED_OUT.has(route)) {
          await context.setCookie({
            name: SESSION_COOKIE,
            value: token,
            domain: new URL(server.baseUrl).hostname,
            path: "/",
          });
        }
        const page = await context.newPage();
        await page.setViewport({
          width: 412,
          height: 823,
          deviceScaleFactor: 1.75,
          isMobile: true,
        });
        const cdp = await page.createCDPSession();
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.tracing.start({
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
        });
        await page.goto(`${server.baseUrl}${route}`, { waitUntil: "networkidle0" });
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const trace = JSON.parse(
          Buffer.from((await page.tracing.stop()) ?? []).toString("utf8"),
        ) as {
          traceEvents: TraceEvent[];
        };
        runs.push(longTasks(trace.traceEvents));
        await context.close();
      }
      const blocking = runs.map((tasks) => sum(tasks.map((d) => d - 50)));
      const line = [
        String(median(runs.map((tasks) => tasks.length))).padStart(8),
        `${Math.round(median(blocking))} ms`.padStart(22),
        `${Math.round(median(runs.map((tasks) => Math.max(0, ...tasks))))} ms`.padStart(10),
      ];
      console.log(`${route.padEnd(22)}${line.join("")}`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
