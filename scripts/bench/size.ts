/**
 * `npm run size`: first-load JavaScript (gzip) of every page in the production build, read from
 * the build's own manifests. Exits 1 when a page under app/(app) ships more than the budget, or
 * when a page's first load carries a library that must load on demand (recharts: charts load
 * lazily; Sonner: fetched on the first toast).
 *
 * A page's first load is what its HTML asks for: the root main files of build-manifest.json plus
 * every chunk its client reference manifest lists for its segments (layouts, error and not-found
 * boundaries, loading and the page). The nomodule polyfill is left out: modern browsers skip it.
 *
 * The budget is on gzip, the figure every tool agrees on (the reverse proxy in front of production
 * sends zstd to browsers that take it, which is smaller).
 *
 * It only reads a finished build (NEXT_DIST_DIR, default .next) and never starts one: CI runs it
 * right after `npm test`, whose `next build` it measures.
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

const BUDGET_BYTES = 200_000;
/**
 * Libraries no first load may carry, each known by a string only its own code holds: a class name
 * recharts renders on every chart, the attribute Sonner puts on its toaster.
 */
const ON_DEMAND = [
  { name: "recharts", marker: "recharts-wrapper" },
  { name: "sonner", marker: "data-sonner-toaster" },
] as const;
type OnDemandName = (typeof ON_DEMAND)[number]["name"];

interface RouteSize {
  route: string;
  entry: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** On-demand libraries found in the first load (should be none). */
  eager: OnDemandName[];
  budgeted: boolean;
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

export function measureBuild(distDir: string): RouteSize[] {
  const buildManifest = readJson<{ rootMainFiles: string[] }>(distDir, "build-manifest.json");
  const routes = readJson<Record<string, string>>(distDir, "app-path-routes-manifest.json");
  const gzipCache = new Map<
    string,
    { raw: number; gzip: number; eager: OnDemandName[] }
  >();
  const measureFile = (file: string) => {
    let cached = gzipCache.get(file);
    if (!cached) {
      const full = path.join(distDir, file);
      const content = fs.readFileSync(full);
      cached = {
        raw: content.length,
        gzip: zlib.gzipSync(content, { level: 9 }).length,
        eager: ON_DEMAND.filter((lib) => content.includes(lib.marker)).map((lib) => lib.name),
      };
      gzipCache.set(file, cached);
    }
    return cached;
  };

  const sizes: RouteSize[] = [];
  for (const [entry, route] of Object.entries(routes)) {
    if (!entry.endsWith("/page")) continue; // API route handlers ship no JavaScript
    const manifest = readClientManifest(distDir, entry);
    const files = new Set(buildManifest.rootMainFiles);
    for (const chunks of Object.values(manifest.entryJSFiles ?? {})) {
      for (const chunk of chunks) files.add(chunk);
    }
    let rawBytes = 0;
    let gzipBytes = 0;
    const eager = new Set<OnDemandName>();
    for (const file of files) {
      const measured = measureFile(file);
      rawBytes += measured.raw;
      gzipBytes += measured.gzip;
      for (const name of measured.eager) eager.add(name);
    }
    sizes.push({
      route,
      entry,
      files: files.size,
      rawBytes,
      gzipBytes,
      eager: [...eager],
      budgeted: entry.startsWith("/(app)/"),
    });
  }
  return sizes.sort((a, b) => a.route.localeCompare(b.route));
}

function readJson<T>(distDir: string, file: string): T {
  const full = path.join(distDir, file);
  if (!fs.existsSync(full)) {
    throw new Error(
      `Sem ${file} em ${distDir}/: rode \`npx next build\` antes (NEXT_DIST_DIR=${distDir}).`,
    );
  }
  return JSON.parse(fs.readFileSync(full, "utf8")) as T;
}

/** The manifest is a script assigning to globalThis.__RSC_MANIFEST; run it in an empty context. */
function readClientManifest(distDir: string, entry: string): ClientReferenceManifest {
  const file = path.join(distDir, "server", "app", `${entry}_client-reference-manifest.js`);
  if (!fs.existsSync(file)) throw new Error(`Manifesto ausente: ${file}`);
  const sandbox: {
    globalThis?: unknown;
    __RSC_MANIFEST?: Record<string, ClientReferenceManifest>;
  } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
  const manifest = sandbox.__RSC_MANIFEST?.[entry];
  if (!manifest) throw new Error(`Manifesto sem a entrada ${entry}: ${file}`);
  return manifest;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function main() {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const sizes = measureBuild(distDir);
  const width = Math.max(...sizes.map((s) => s.route.length), 5);
  console.log(
    `First-load JS por rota (${distDir}/, gzip nível 9; orçamento de app/(app): ${kb(BUDGET_BYTES)})\n`,
  );
  console.log(
    `${"rota".padEnd(width)}  ${"gzip".padStart(9)}  ${"bruto".padStart(9)}  arquivos  ${"sob demanda já carregado".padEnd(24)}  situação`,
  );
  const failures: string[] = [];
  for (const size of sizes) {
    const over = size.budgeted && size.gzipBytes > BUDGET_BYTES;
    if (over) failures.push(`${size.route}: ${kb(size.gzipBytes)} acima de ${kb(BUDGET_BYTES)}`);
    for (const name of size.eager) failures.push(`${size.route}: ${name} no carregamento inicial`);
    const status = over || size.eager.length > 0 ? "FALHA" : size.budgeted ? "ok" : "-";
    console.log(
      `${size.route.padEnd(width)}  ${kb(size.gzipBytes).padStart(9)}  ${kb(size.rawBytes).padStart(9)}  ${String(size.files).padStart(8)}  ${(size.eager.join(", ") || "nenhum").padEnd(24)}  ${status}`,
    );
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} rota(s) fora do orçamento:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nTodas as rotas de app/(app) dentro do orçamento.");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
