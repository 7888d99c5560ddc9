/**
 * `npm run bench:classes`: what `cn` costs a browser with our merger
 * (lib/class-merge.ts) against tailwind-merge's own factory trimmed to the class groups the source
 * uses (`createTailwindMerge`, the cheaper way the library offers) and plain `twMerge`, on one run.
 *
 * Each is bundled and minified as a browser bundle would be (esbuild), and its bytes gzipped. Then,
 * CLASS_MERGER_RUNS times (default 31), each bundle is loaded in a fresh Node process, taking turns:
 * the load, the first call (what lands in a page's first hydration task), 299 more distinct class
 * lists, then the same 300 again. Prints medians. Node is not a phone: no CPU throttling here, so
 * the gaps in milliseconds are what a desktop core sees; Lighthouse's phone runs some 4× slower.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createTailwindMerge, getDefaultConfig } from "tailwind-merge";
import { collectClasses } from "../class-conflicts";

const RUNS = Math.max(1, Number(process.env.CLASS_MERGER_RUNS ?? 31));
const root = process.cwd();

/** The default config's groups that hold at least one class the source writes. */
function usedGroups(classes: string[]): string[] {
  const { classGroups } = getDefaultConfig();
  // Arbitrary properties (`[x:y]`) are known to every merger, whatever its groups.
  const named = classes.filter((name) => !name.startsWith("["));
  return Object.keys(classGroups).filter((id) => {
    const only = createTailwindMerge(() => ({
      ...getDefaultConfig(),
      classGroups: { [id]: classGroups[id as keyof typeof classGroups] },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    return named.some((name) => only(`${name} ${name}`) === name);
  });
}

const entries = (groups: string[]): Record<string, string> => ({
  ours: `export { cn } from ${JSON.stringify(path.join(root, "lib/utils"))};`,
  factory: `import { clsx } from "clsx";
import { createTailwindMerge, getDefaultConfig } from "tailwind-merge";
const used = new Set(${JSON.stringify(groups)});
const pick = (record) => Object.fromEntries(Object.entries(record).filter(([id]) => used.has(id)));
const merge = createTailwindMerge(() => {
  const config = getDefaultConfig();
  return {
    ...config,
    classGroups: pick(config.classGroups),
    conflictingClassGroups: Object.fromEntries(
      Object.entries(pick(config.conflictingClassGroups)).map(([id, groups]) => [id, groups.filter((g) => used.has(g))]),
    ),
    conflictingClassGroupModifiers: pick(config.conflictingClassGroupModifiers),
  };
});
export const cn = (...inputs) => merge(clsx(inputs));`,
  twMerge: `import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
export const cn = (...inputs) => twMerge(clsx(inputs));`,
});

/** Loads one bundle and times it; printed as one JSON line. */
const RUNNER = `import fs from "node:fs";
const lists = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
const t0 = performance.now();
const { cn } = await import(process.argv[2]);
const t1 = performance.now();
cn(lists[0]);
const t2 = performance.now();
for (let i = 1; i < lists.length; i++) cn(lists[i]);
const t3 = performance.now();
for (const list of lists) cn(list);
const t4 = performance.now();
console.log(JSON.stringify({ load: t1 - t0, first: t2 - t1, next299: t3 - t2, again300: t4 - t3 }));`;

/** 300 class lists of 4–13 of the source's classes, the same on every run. */
function classLists(classes: string[]): string[] {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: 300 }, () =>
    Array.from({ length: 4 + Math.floor(random() * 10) }, () => classes[Math.floor(random() * classes.length)]).join(" "),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function main() {
  const classes = collectClasses(root);
  const groups = usedGroups(classes);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "class-merger-"));
  try {
    fs.writeFileSync(path.join(dir, "lists.json"), JSON.stringify(classLists(classes)));
    fs.writeFileSync(path.join(dir, "runner.mjs"), RUNNER);
    const esbuild = path.join(root, "node_modules", ".bin", "esbuild");
    const bundles = Object.entries(entries(groups)).map(([name, source]) => {
      const entry = path.join(dir, `${name}.js`);
      const outfile = path.join(dir, `${name}.bundle.mjs`);
      fs.writeFileSync(entry, source);
      execFileSync(esbuild, [entry, "--bundle", "--minify", "--format=esm", "--platform=browser", "--target=es2022", `--outfile=${outfile}`, "--log-level=warning"], {
        cwd: root,
        env: { ...process.env, NODE_PATH: path.join(root, "node_modules") },
      });
      const bytes = fs.readFileSync(outfile);
      return { name, outfile, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length, times: [] as Record<string, number>[] };
    });
    for (let run = 0; run < RUNS; run++) {
      for (const bundle of bundles) {
        const out = execFileSync(process.execPath, [path.join(dir, "runner.mjs"), bundle.outfile, path.join(dir, "lists.json")], { encoding: "utf8" });
        bundle.times.push(JSON.parse(out) as Record<string, number>);
      }
    }
    console.log(`${classes.length} classes in the source, in ${groups.length} of tailwind-merge's ${Object.keys(getDefaultConfig().classGroups).length} groups; ${RUNS} runs, ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}\n`);
    console.log("cn         bundle gzip   load    1st call  next 299  same 300 again   (medians, ms)");
    for (const bundle of bundles) {
      const at = (key: string) => median(bundle.times.map((t) => t[key] ?? NaN)).toFixed(2).padStart(8);
      console.log(`${bundle.name.padEnd(9)} ${(bundle.raw / 1000).toFixed(1).padStart(6)} kB ${(bundle.gzip / 1000).toFixed(1).padStart(4)} kB ${at("load")} ${at("first")} ${at("next299")} ${at("again300")}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main();
