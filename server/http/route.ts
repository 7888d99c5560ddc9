import "server-only";
import { type NextRequest, type NextResponse } from "next/server";
import type { z } from "zod";
import { db } from "@/lib/server/db";
import { AppError, messages } from "@/lib/errors";
import { newRequestId, withRequestContext } from "@/lib/server/request-context";
import { assertCleanEntries } from "@/server/http/control-characters";
import { handleError } from "@/server/http/handle-error";
import { withIdempotency } from "@/server/http/with-idempotency";
import { DEFAULT_BODY_LIMIT_BYTES, readJsonBody, refuseDeclaredOversize } from "@/server/http/read-json-body";
import { readSessionToken, isSameOriginRequest } from "@/server/http/request-auth";
import { assertSubscriptionAccess } from "@/server/auth/assert-subscription-access";
import { resolveSession, type SessionUser } from "@/server/auth/resolve-session";
import { withKnownListVersion } from "@/server/shared/versioned-cache";
import { isApiToken } from "@/server/api-tokens/token-secret";
import {
  admitTokenCall,
  finishTokenCall,
  startTokenCall,
  tokenMessages,
  tokenUseOf,
  type TokenCall,
  type TokenUse,
} from "@/server/api-tokens/token-access";

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
  /** The personal access token the call came with (`Authorization: Bearer bolso_pat_…`), if any. */
  apiToken: { id: string; scope: "read" | "write" } | null;
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
  /**
   * Personal access tokens (`server/api-tokens/token-access.ts`): by default a route for
   * subscribers outside /api/v1/user/ takes them within their scope and every other route answers
   * them 403; `never` refuses them on a subscribers' route, `only` takes nothing else.
   */
  tokens?: TokenUse;
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
    const tokenUse = tokenUseOf(spec.tokens, spec.access, req.nextUrl.pathname);
    let tokenCall: TokenCall | null = null;
    const response = await withRequestContext(requestId, async () => {
      try {
        await refuseDeclaredOversize(req, bodyLimit);
        assertCleanEntries(req.nextUrl.searchParams.entries());
        const { token, fromCookie } = readSessionToken(req);
        if (token && isApiToken(token)) {
          tokenCall = await startTokenCall(db, req, token);
          admitTokenCall(tokenUse, tokenCall.token.scope, req.method);
        } else if (tokenUse === "only") {
          throw new AppError("unauthorized", tokenMessages.required);
        }
        const session = tokenCall?.token ?? (token ? await resolveSession(db, token) : null);
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
            apiToken: tokenCall ? { id: tokenCall.token.tokenId, scope: tokenCall.token.scope } : null,
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
    const call = tokenCall as TokenCall | null;
    if (call) await finishTokenCall(db, call, tokenUse, req, response.status);
    return withApiHeaders(response, requestId, call?.headers);
  };
}

/**
 * Every API answer names its request (the same id is on each log line it wrote) and is never
 * stored by a cache: many carry a token or personal data.
 */
function withApiHeaders(
  response: NextResponse | Response,
  requestId: string,
  extra: Record<string, string> = {},
): NextResponse | Response {
  let target = response;
  try {
    target.headers.set("X-Request-Id", requestId);
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy into a mutable one.
    target = new Response(response.body, response);
    target.headers.set("X-Request-Id", requestId);
  }
  // A token's rate limit (`RateLimit-*`), on every answer to a call made with one.
  for (const [name, value] of Object.entries(extra)) target.headers.set(name, value);
  if (!target.headers.has("cache-control")) target.headers.set("Cache-Control", "no-store");
  return target;
}
