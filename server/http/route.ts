import "server-only";
import { type NextRequest, type NextResponse } from "next/server";
import type { z } from "zod";
import { db } from "@/lib/server/db";
import { AppError, messages } from "@/lib/errors";
import { newRequestId, withRequestContext } from "@/lib/server/request-context";
import { assertCleanEntries } from "@/server/http/control-characters";
import { handleError } from "@/server/http/handle-error";
import { withIdempotency } from "@/server/http/with-idempotency";
import { DEFAULT_BODY_LIMIT_BYTES, assertDeclaredSize, readJsonBody } from "@/server/http/read-json-body";
import { readSessionToken, isSameOriginRequest } from "@/server/http/request-auth";
import { assertSubscriptionAccess } from "@/server/auth/assert-subscription-access";
import { resolveSession, type SessionUser } from "@/server/auth/resolve-session";
import { withKnownListVersion } from "@/server/shared/versioned-cache";

/**
 * - `public`: no session needed (landing, sign-up, login...).
 * - `user`: any signed-in user (auth calls, /user/me, /stripe/*).
 * - `subscriber`: signed in and with access (active subscription, VIP, or billing off).
 */
type Access = "public" | "user" | "subscriber";

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<B, Q, P, A extends Access> {
  req: NextRequest;
  user: A extends "public" ? SessionUser | null : SessionUser;
  sessionId: A extends "public" ? string | null : string;
  body: B;
  query: Q;
  params: P;
}

type Segment = { params: Promise<Record<string, string | string[]>> };

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface RouteSpec<A extends Access, B, Q, P> {
  access: A;
  body?: B;
  query?: Q;
  params?: P;
  /** Largest body accepted, in bytes (default 100 KB); a route taking files raises its own. */
  maxBodyBytes?: number;
  /** Honours an `Idempotency-Key` header: copies of a write run once (`with-idempotency.ts`). */
  idempotent?: boolean;
}

/**
 * The one wrapper for route handlers: a request id, size and character limits on the input,
 * session, zod parsing, errors → `{ message, code }`, and headers every API answer carries.
 */
export function route<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  spec: RouteSpec<A, B, Q, P>,
  handler: (ctx: RouteContext<Parsed<B>, Parsed<Q>, Parsed<P>, A>) => Promise<NextResponse | Response>,
) {
  const bodyLimit = spec.maxBodyBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  return async (req: NextRequest, segment?: Segment): Promise<NextResponse | Response> => {
    const requestId = newRequestId();
    const response = await withRequestContext(requestId, async () => {
      try {
        assertDeclaredSize(req, bodyLimit);
        assertCleanEntries(req.nextUrl.searchParams.entries());
        const { token, fromCookie } = readSessionToken(req);
        const session = token ? await resolveSession(db, token) : null;
        if (spec.access !== "public") {
          if (!session) throw new AppError("unauthorized", messages.unauthorized);
          if (fromCookie && MUTATING.has(req.method) && !isSameOriginRequest(req)) {
            throw new AppError("forbidden", messages.crossOrigin);
          }
          if (spec.access === "subscriber") assertSubscriptionAccess(session.user);
        }
        const rawParams = (await segment?.params) ?? {};
        assertCleanEntries(Object.entries(rawParams));
        const params = spec.params ? spec.params.parse(rawParams) : undefined;
        const query = spec.query
          ? spec.query.parse(Object.fromEntries(req.nextUrl.searchParams.entries()))
          : undefined;
        const rawBody = spec.body ? await readJsonBody(req, bodyLimit) : undefined;
        const body = spec.body ? spec.body.parse(rawBody) : undefined;
        const run = () =>
          handler({
            req,
            user: (session?.user ?? null) as RouteContext<unknown, unknown, unknown, A>["user"],
            sessionId: (session?.sessionId ?? null) as RouteContext<unknown, unknown, unknown, A>["sessionId"],
            body: body as Parsed<B>,
            query: query as Parsed<Q>,
            params: params as Parsed<P>,
          });
        if (spec.idempotent && session) {
          return await withIdempotency(req, session.user.id, rawBody, run);
        }
        // A read's cached answers check the version the session lookup brought along.
        return await (session && req.method === "GET"
          ? withKnownListVersion(session.user.id, session.listVersion, run)
          : run());
      } catch (error) {
        return handleError(error, `${req.method} ${req.nextUrl.pathname}`);
      }
    });
    return withApiHeaders(response, requestId);
  };
}

/**
 * Every API answer names its request (the same id is on each log line it wrote) and is never
 * stored by a cache: many carry a token or personal data.
 */
function withApiHeaders(response: NextResponse | Response, requestId: string): NextResponse | Response {
  let target = response;
  try {
    target.headers.set("X-Request-Id", requestId);
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy into a mutable one.
    target = new Response(response.body, response);
    target.headers.set("X-Request-Id", requestId);
  }
  if (!target.headers.has("cache-control")) target.headers.set("Cache-Control", "no-store");
  return target;
}
