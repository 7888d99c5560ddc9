import fs from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";
import { isFallbackHandler } from "@/server/http/fallback-handlers";

export const HTTP_VERBS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type Verb = (typeof HTTP_VERBS)[number];

export type RouteHandler = (
  req: NextRequest,
  segment: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export interface ApiRoute {
  /** The URL pattern, e.g. `/api/v1/category/[id]`. */
  pattern: string;
  /** The dynamic segment names, e.g. `["id"]`. */
  params: string[];
  /** Every verb the module exports, with its handler. */
  verbs: Map<Verb, RouteHandler>;
}

const API_ROOT = path.join(process.cwd(), "app", "api");

/**
 * Every `app/api/**\/route.ts` on disk, imported, with the verbs it implements (not the 405/404
 * fallbacks): tests built on this list cover a new route without anyone adding it by hand.
 */
export async function discoverApiRoutes(): Promise<ApiRoute[]> {
  const files = fs
    .readdirSync(API_ROOT, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .sort();
  const routes: ApiRoute[] = [];
  for (const file of files) {
    const dir = path.dirname(file).split(path.sep).join("/");
    const pattern = `/api/${dir}`;
    const exports = (await import(/* @vite-ignore */ path.join(API_ROOT, file))) as Record<string, unknown>;
    const verbs = new Map<Verb, RouteHandler>();
    for (const verb of HTTP_VERBS) {
      const handler = exports[verb];
      if (typeof handler === "function" && !isFallbackHandler(handler)) verbs.set(verb, handler as RouteHandler);
    }
    // The catch-all for unknown paths serves no resource: nothing for the suites to call.
    if (verbs.size === 0) continue;
    const params = [...pattern.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1] ?? "");
    routes.push({ pattern, params, verbs });
  }
  return routes;
}

/** `/api/v1/category/[id]` with `{ id: "x" }` → `/api/v1/category/x`. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  // A lone surrogate cannot be percent-encoded; a browser would send U+FFFD in its place.
  const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"));
  return pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => encode(params[name] ?? ""));
}

/** Every route × verb, as `"POST /api/v1/category"`. */
export function endpointsOf(routes: ApiRoute[]): Array<{ key: string; route: ApiRoute; verb: Verb; handler: RouteHandler }> {
  return routes.flatMap((route) =>
    [...route.verbs].map(([verb, handler]) => ({ key: `${verb} ${route.pattern}`, route, verb, handler })),
  );
}
