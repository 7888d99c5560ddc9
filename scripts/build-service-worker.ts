/**
 * The second half of `npm run build`: bundles worker/sw.ts with esbuild and writes public/sw.js
 * with Serwist's precache manifest of what `next build` just wrote (every file under
 * <distDir>/static, plus the offline page, the web manifest and the icons). It runs after the
 * build because only then do the chunks exist; it reads Next's output and never changes it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";
import { OFFLINE_PATH, SERVICE_WORKER_URL } from "@/lib/offline";
import { APP_ICONS } from "@/lib/web-app";

const distDir = process.env.NEXT_DIST_DIR ?? ".next";

async function main() {
  const buildIdFile = path.join(distDir, "BUILD_ID");
  if (!fs.existsSync(buildIdFile)) throw new Error(`Sem build em ${distDir}/: rode \`next build\` antes.`);
  const buildId = fs.readFileSync(buildIdFile, "utf8").trim();

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bolso-sw-"));
  const bundled = path.join(workDir, "sw.js");
  try {
    await build({
      entryPoints: ["worker/sw.ts"],
      outfile: bundled,
      bundle: true,
      minify: true,
      format: "iife",
      // The oldest browsers package.json's browserslist names.
      target: ["chrome111", "edge111", "firefox128", "safari16.4"],
      define: { "process.env.NODE_ENV": '"production"' },
      tsconfig: "tsconfig.json",
      logLevel: "warning",
    });
    // Files whose URL changes with their content, and the few the build does not name.
    const pages = [OFFLINE_PATH, "/manifest.webmanifest", ...APP_ICONS.map((icon) => icon.src)];
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: path.join("public", SERVICE_WORKER_URL.slice(1)),
      globDirectory: distDir,
      globPatterns: ["static/**/*.{js,css,woff2}"],
      modifyURLPrefix: { "static/": "/_next/static/" },
      dontCacheBustURLsMatching: /^\/_next\/static\//,
      additionalPrecacheEntries: pages.map((url) => ({ url, revision: buildId })),
    });
    for (const warning of warnings) console.warn(`[sw] ${warning}`);
    console.log(`[sw] public${SERVICE_WORKER_URL}: ${count} arquivos pré-carregados, ${(size / 1024).toFixed(0)} KB`);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
