// GET /api/v1/openapi.json — the API's OpenAPI 3.1 document (docs/openapi.json, written by
// `npm run openapi` from lib/openapi); public, and the same for everyone, so caches may keep it
import { NextResponse } from "next/server";
import document from "@/docs/openapi.json";
import { route } from "@/server/http/route";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const GET = route({ access: "public" }, async () =>
  NextResponse.json(document, {
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" },
  }),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
