// GET /api/v1/openapi.json — the API's OpenAPI 3.1 document (docs/openapi.json, written by
// `npm run openapi` from lib/openapi); public, and the same for everyone, so caches may keep it
import document from "@/docs/openapi.json";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

// The document never changes while the process runs: written once (590 KB of JSON), not on every
// request. The server compresses it for clients that accept it.
const body = new TextEncoder().encode(JSON.stringify(document));

export const GET = route({ access: "public" }, async () =>
  new Response(body, {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": "public, max-age=300, stale-while-revalidate=86400",
    },
  }),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
