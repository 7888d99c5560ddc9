import "server-only";
import type { NextRequest } from "next/server";
import { AppError, messages } from "@/lib/errors";
import { route } from "@/server/http/route";

/** The verbs a route file answers itself; HEAD and OPTIONS are derived from them by Next. */
export const ROUTE_VERBS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteVerb = (typeof ROUTE_VERBS)[number];

type Handler = (req: NextRequest, segment?: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const FALLBACK = Symbol.for("bolso.fallback-handler");

/** Whether a route export only refuses the request (405/404), so route lists can leave it out. */
export function isFallbackHandler(handler: unknown): boolean {
  return typeof handler === "function" && FALLBACK in handler;
}

function fallback(error: () => AppError): Handler {
  const handler = route({ access: "public" }, async () => {
    throw error();
  });
  return Object.assign(handler, { [FALLBACK]: true });
}

/** The `Allow` value for a route implementing `verbs` (HEAD comes with GET; OPTIONS always). */
export function allowHeader(verbs: readonly string[]): string {
  const allowed = new Set([...verbs, "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  return [...allowed].sort().join(", ");
}

/**
 * The verbs a route file does not implement, each answering 405 with a JSON message and `Allow`.
 * Next's own 405 has no body and no `Allow`; a route file spreads these into its exports:
 * `export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });`
 */
export function methodsNotAllowed<T extends Partial<Record<RouteVerb, unknown>>>(
  implemented: T,
): Record<Exclude<RouteVerb, keyof T>, Handler> {
  const allow = allowHeader(Object.keys(implemented));
  const refuse = fallback(() => new AppError("method_not_allowed", messages.methodNotAllowed, { headers: { Allow: allow } }));
  const missing = ROUTE_VERBS.filter((verb) => !(verb in implemented));
  return Object.fromEntries(missing.map((verb) => [verb, refuse])) as Record<Exclude<RouteVerb, keyof T>, Handler>;
}

/** Every verb of a path no route claims: a JSON 404, never the HTML page. */
export function unknownApiPath(): Record<RouteVerb | "HEAD" | "OPTIONS", Handler> {
  const refuse = fallback(() => new AppError("not_found", messages.unknownResource));
  return { GET: refuse, HEAD: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: refuse };
}
