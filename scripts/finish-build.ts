/**
 * What every production build gets after `next build`: in `npm run build` and the Dockerfile, and
 * applied by the e2e server and the benchmarks to the build they start on (a no-op on a finished
 * build), so what is tested and measured is what ships.
 *
 * 1. V8's compile hint on the framework chunks (compile-hints.ts). It rewrites those files, so it
 *    comes first.
 * 2. A brotli copy of every script and stylesheet (precompress-static.ts).
 */
import path from "node:path";
import { addCompileHints } from "./compile-hints";
import { precompressStatic, type PrecompressReport } from "./precompress-static";

export function finishBuild(distDir: string): { hinted: string[]; compressed: PrecompressReport } {
  const hinted = addCompileHints(distDir);
  const compressed = precompressStatic(distDir);
  return { hinted, compressed };
}

const runDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (runDirectly) {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const { hinted, compressed } = finishBuild(distDir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`[finish-build] ${hinted.length} arquivo(s) com compile hint em ${distDir}/`);
  console.log(
    `[finish-build] ${compressed.files} arquivo(s) em brotli: ${kb(compressed.bytes)} → ${kb(compressed.brotliBytes)}`,
  );
}
