/**
 * `npm run memory`: on a 100k-transaction account, opens /transactions in Chromium and walks back
 * 30 months the way a person does (the 'Mês anterior' link; typed URLs when the screen has no such
 * link), then prints the memory of the tab's renderer process.
 *
 * The judged figure is the renderer's private memory footprint (Private_Clean + Private_Dirty +
 * Swap from /proc/<pid>/smaps_rollup, which is what Chrome's task manager calls "memory
 * footprint"); RSS and the JS heap (CDP Performance.getMetrics) are printed beside it. The pid
 * comes from CDP SystemInfo.getProcessInfo. It is judged right after the last month shows (target:
 * under 150 MB); the figures after 10 s idle and after a forced GC tell garbage from retained memory.
 * The snapshots go to bench/memory.json.
 *
 * Env: CHROME_PATH, DATABASE_URL, NEXT_DIST_DIR, BENCH_PORT, MEMORY_MONTHS (default 30).
 */
import fs from "node:fs";
import { chromium, type CDPSession, type Page } from "@playwright/test";
import { currentYearMonth, monthOfYear, shiftMonth, splitMonth } from "@/lib/domain/calendar";
import { CHROMIUM_FLAGS, chromePath } from "./chromium";
import { SESSION_COOKIE, ensureBuild, withCleanup } from "./environment";
import { serveHeavyAccount } from "./heavy-account-server";

const MONTHS = Number(process.env.MEMORY_MONTHS ?? 30);
const TARGET_BYTES = 150 * 1024 * 1024;
const IDLE_MS = 10_000;

interface RendererMemory {
  pid: number;
  rssBytes: number;
  privateBytes: number;
  pssBytes: number;
}

interface Snapshot {
  label: string;
  jsHeapUsedBytes: number;
  domNodes: number;
  renderer: RendererMemory;
}

async function main() {
  await ensureBuild();
  const outcome = await withCleanup(async (defer) => {
    console.log("[memory] semeando uma conta de 100 mil transações…");
    const { server, token, transactions } = await serveHeavyAccount(defer, {
      label: "memory",
      email: "conta-memoria@exemplo.com.br",
      months: 96,
    });

    const browser = await chromium.launch({
      executablePath: chromePath(),
      args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
    });
    defer(() => browser.close());
    const context = await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
    await context.addCookies([
      { name: SESSION_COOKIE, value: token, url: server.baseUrl, httpOnly: true },
    ]);
    const page = await context.newPage();
    const pageCdp = await context.newCDPSession(page);
    const browserCdp = await browser.newBrowserCDPSession();
    await pageCdp.send("Performance.enable");

    let month = currentYearMonth();
    await page.goto(`${server.baseUrl}/transactions?month=${month.month}&year=${month.year}`);
    await page.waitForLoadState("networkidle");
    if (new URL(page.url()).pathname !== "/transactions") {
      throw new Error(`/transactions terminou em ${page.url()}: a sessão não foi aceita?`);
    }
    const snapshots: Snapshot[] = [await snapshot("mês atual", pageCdp, browserCdp)];

    const previousLink = page
      .getByRole("link", { name: "Mês anterior" })
      .or(page.getByRole("button", { name: "Mês anterior" }));
    const byClick = (await previousLink.count()) > 0;
    const started = performance.now();
    for (let step = 1; step <= MONTHS; step += 1) {
      month = splitMonth(shiftMonth(monthOfYear(month.year, month.month), -1));
      if (byClick) await clickPrevious(page, month);
      else
        await page.goto(`${server.baseUrl}/transactions?month=${month.month}&year=${month.year}`);
      if (step % 10 === 0)
        console.log(`[memory] ${step} meses para trás (${month.month}/${month.year})`);
    }
    const walkSeconds = (performance.now() - started) / 1000;
    await page.waitForLoadState("networkidle");
    snapshots.push(await snapshot(`${MONTHS} meses para trás`, pageCdp, browserCdp));
    // A person reads the month before doing anything else; the browser may collect meanwhile.
    await page.waitForTimeout(IDLE_MS);
    snapshots.push(await snapshot(`após ${IDLE_MS / 1000} s parado`, pageCdp, browserCdp));
    await pageCdp.send("HeapProfiler.collectGarbage");
    snapshots.push(await snapshot("depois de um GC forçado", pageCdp, browserCdp));
    return { snapshots, byClick, walkSeconds, rows: transactions };
  });

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `\nMemória do renderer da aba em /transactions (${outcome.rows} transações; ${MONTHS} meses para trás ${outcome.byClick ? "pelo link 'Mês anterior'" : "por URL digitada"}, ${outcome.walkSeconds.toFixed(1)} s)\n`,
  );
  console.log("momento                      privada      RSS      PSS  heap JS usado  nós DOM");
  for (const s of outcome.snapshots) {
    console.log(
      [
        s.label.padEnd(26),
        mb(s.renderer.privateBytes).padStart(9),
        mb(s.renderer.rssBytes).padStart(8),
        mb(s.renderer.pssBytes).padStart(8),
        mb(s.jsHeapUsedBytes).padStart(13),
        String(s.domNodes).padStart(8),
      ].join(" "),
    );
  }
  const judged = outcome.snapshots[1]!.renderer.privateBytes;
  fs.mkdirSync("bench", { recursive: true });
  fs.writeFileSync(
    "bench/memory.json",
    `${JSON.stringify({ date: new Date().toISOString(), months: MONTHS, targetBytes: TARGET_BYTES, ...outcome }, null, 2)}\n`,
  );
  const verdict = judged < TARGET_BYTES ? "dentro da meta" : "FORA da meta";
  console.log(
    `\nMemória privada do renderer após ${MONTHS} meses: ${mb(judged)} (meta < ${mb(TARGET_BYTES)}): ${verdict}.`,
  );
  if (judged >= TARGET_BYTES) process.exit(1);
}

/** Clicks 'Mês anterior' and waits until the screen shows `month` (its own link then points a month earlier). */
async function clickPrevious(page: Page, month: { year: number; month: number }) {
  const before = splitMonth(shiftMonth(monthOfYear(month.year, month.month), -1));
  const link = page
    .getByRole("link", { name: "Mês anterior" })
    .or(page.getByRole("button", { name: "Mês anterior" }));
  await link.first().click();
  await page.waitForURL(
    (url) =>
      url.searchParams.get("month") === String(month.month) &&
      url.searchParams.get("year") === String(month.year),
    { waitUntil: "commit" },
  );
  await page.waitForFunction(
    ({ m, y }) => {
      const anchor = document.querySelector<HTMLAnchorElement>('a[aria-label="Mês anterior"]');
      if (!anchor) return true; // a button: the URL change is the only signal
      const url = new URL(anchor.href);
      return (
        url.searchParams.get("month") === String(m) && url.searchParams.get("year") === String(y)
      );
    },
    { m: before.month, y: before.year },
  );
}

async function snapshot(
  label: string,
  pageCdp: CDPSession,
  browserCdp: CDPSession,
): Promise<Snapshot> {
  const { metrics } = await pageCdp.send("Performance.getMetrics");
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return {
    label,
    jsHeapUsedBytes: metric("JSHeapUsedSize"),
    domNodes: metric("Nodes"),
    renderer: await tabRenderer(browserCdp),
  };
}

/**
 * The tab's renderer: of the renderer processes CDP lists, the one holding the most private
 * memory (the others are spare or utility renderers with a few MB).
 */
async function tabRenderer(browserCdp: CDPSession): Promise<RendererMemory> {
  const info = (await browserCdp.send("SystemInfo.getProcessInfo")) as {
    processInfo: { type: string; id: number }[];
  };
  const renderers = info.processInfo
    .filter((p) => p.type === "renderer")
    .map((p) => readProcessMemory(p.id))
    .filter((m): m is RendererMemory => m !== null)
    .sort((a, b) => b.privateBytes - a.privateBytes);
  if (!renderers[0])
    throw new Error("nenhum processo renderer encontrado via SystemInfo.getProcessInfo");
  return renderers[0];
}

function readProcessMemory(pid: number): RendererMemory | null {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const kb = (field: string) =>
      Number(rollup.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0) * 1024;
    return {
      pid,
      rssBytes: kb("Rss"),
      pssBytes: kb("Pss"),
      privateBytes: kb("Private_Clean") + kb("Private_Dirty") + kb("Swap"),
    };
  } catch {
    return null; // the process ended between the listing and the read
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
