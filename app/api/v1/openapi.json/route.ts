// GET /api/v1/openapi.json — the API's OpenAPI 3.1 document (docs/openapi.json, written by
// `npm run openapi` from lib/openapi); public, and the same for everyone, so caches may keep it
import { gzipSync } from "node:zlib";
import document from "@/docs/openapi.json";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

// The document never changes while the process runs: written and compressed once (590 KB of JSON,
// 39 KB gzipped), not on every request.
const plain = new TextEncoder().encode(JSON.stringify(document));
const gzipped = new Uint8Array(gzipSync(plain));

export const GET = route({ access: "public" }, async ({ req }) => {
  const gzip = /\bgzip\b/.test(req.headers.get("accept-encoding") ?? "");
  return new Response(gzip ? gzipped : plain, {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": "public, max-age=300, stale-while-revalidate=86400",
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
