import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { staticSecurityHeaders } from "@/lib/security-headers";
import { addRequestHook, type RequestHook } from "./request-hooks";

/**
 * The build's scripts and stylesheets, brotli-compressed once after `next build`
 * (scripts/precompress-static.ts writes `<file>.br` beside each) and served by our own server.
 * Next compresses what it serves with gzip only; brotli at its highest level is about 15% smaller
 * on these files (about 25 KB of a page's first load), and on a phone's slow link every byte of
 * the framework's scripts is time before the page can respond.
 */
export const BROTLI_SUFFIX = ".br";

/** What is worth compressing, and how it is served. Fonts and images are compressed already. */
export const PRECOMPRESSED_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

const STATIC_URL_PREFIX = "/_next/static/";

/** The build's files are named by their content: a browser may keep them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";

interface Precompressed {
  file: string;
  size: number;
  contentType: string;
}

/**
 * Whether a `.br` file holds exactly the file it stands for. File times cannot tell: a file
 * rewritten in the same few milliseconds as its `.br` was written keeps the same time.
 */
export function brotliMatches(brotliFile: string, source: Buffer): boolean {
  try {
    return zlib.brotliDecompressSync(fs.readFileSync(brotliFile)).equals(source);
  } catch {
    return false;
  }
}

/** A file's bytes, or null when there is none to read (gone, or a folder by that name). */
function readFileOrNull(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

/**
 * URL path → its `.br` file, for every one that still matches its file (a build step that rewrote
 * a file after compression leaves its `.br` out, and Next serves that file with gzip).
 */
export function indexPrecompressed(staticDir: string): Map<string, Precompressed> {
  const index = new Map<string, Precompressed>();
  if (!fs.existsSync(staticDir)) return index;
  for (const entry of fs.readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(BROTLI_SUFFIX)) continue;
    const brotli = path.join(entry.parentPath, entry.name);
    const source = brotli.slice(0, -BROTLI_SUFFIX.length);
    const contentType = PRECOMPRESSED_TYPES[path.extname(source)];
    const code = contentType ? readFileOrNull(source) : null;
    if (!contentType || !code || !brotliMatches(brotli, code)) continue;
    const url = STATIC_URL_PREFIX + path.relative(staticDir, source).split(path.sep).join("/");
    index.set(url, { file: brotli, size: fs.statSync(brotli).size, contentType });
  }
  return index;
}

/** Whether an Accept-Encoding header takes brotli (`br`, not refused with `q=0`). */
export function acceptsBrotli(header: string | undefined): boolean {
  for (const part of (header ?? "").split(",")) {
    const [coding, ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    if (coding !== "br") continue;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * Answers GET and HEAD for an indexed file when the client takes brotli; anything else (another
 * path, no brotli, a Range request) goes on to Next, which serves the file with gzip as before.
 * The answer carries the same headers Next would give it, security headers included.
 */
export function precompressedStaticHook(staticDir: string, production: boolean): RequestHook {
  const index = indexPrecompressed(staticDir);
  const securityHeaders = staticSecurityHeaders(production);
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (index.size === 0 || (req.method !== "GET" && req.method !== "HEAD") || req.headers.range) {
      return false;
    }
    const [pathname = ""] = (req.url ?? "").split("?");
    const found = index.get(pathname);
    if (!found || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    for (const { key, value } of securityHeaders) res.setHeader(key, value);
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("Content-Type", found.contentType);
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Content-Length", found.size);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    fs.createReadStream(found.file)
      .on("error", () => res.destroy())
      .pipe(res);
    return true;
  };
}

/** Serves the production build's `.br` files (`<distDir>/static`, relative to the server's folder). */
export function installPrecompressedStatic(
  staticDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next", "static"),
  production = process.env.NODE_ENV === "production",
): void {
  addRequestHook("precompressed-static", precompressedStaticHook(staticDir, production));
}
