/**
 * Writes `<file>.br` beside every script and stylesheet of a production build's static folder,
 * at brotli's highest level (too slow to do per request, free once per build), for our server to
 * serve (lib/server/precompressed-static.ts). A `.br` that still holds its file is kept, so
 * running it again on the same build only compresses what changed. Part of scripts/finish-build.ts.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import {
  BROTLI_SUFFIX,
  PRECOMPRESSED_TYPES,
  brotliMatches,
} from "@/lib/server/precompressed-static";

export interface PrecompressReport {
  files: number;
  /** What the files weigh uncompressed, and as brotli. */
  bytes: number;
  brotliBytes: number;
}

export function precompressStatic(distDir: string): PrecompressReport {
  const staticDir = path.join(distDir, "static");
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0 };
  if (!fs.existsSync(staticDir)) return report;
  for (const entry of fs.readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !(path.extname(entry.name) in PRECOMPRESSED_TYPES)) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = source + BROTLI_SUFFIX;
    const code = fs.readFileSync(source);
    if (!brotliMatches(target, code)) {
      const compressed = zlib.brotliCompressSync(code, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: code.length,
        },
      });
      fs.writeFileSync(target, compressed);
    }
    report.files += 1;
    report.bytes += code.length;
    report.brotliBytes += fs.statSync(target).size;
  }
  return report;
}
