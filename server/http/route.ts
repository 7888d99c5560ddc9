import "server-only";
import { type NextRequest, type NextResponse } from "next/server";
import type { z } from "zod";
import { db } from "@/lib/server/db";
import { AppError, messages } from "@/lib/errors";
import { handleError } from "@/server/http/handle-error";
import { readSessionToken, isSameOriginRequest } from "@/server/http/request-auth";
import { assertSubscriptionAccess } from "@/server/auth/assert-subscription-access";
import { resolveSession, type SessionUser } from "@/server/auth/resolve-session";

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

/** The one wrapper for route handlers: session, zod parsing, errors → `{ message }`. */
export function route<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  spec: { access: A; body?: B; query?: Q; params?: P },
  handler: (ctx: RouteContext<Parsed<B>, Parsed<Q>, Parsed<P>, A>) => Promise<NextResponse | Response>,
) {
  return async (req: NextRequest, segment?: Segment): Promise<NextResponse | Response> => {
    try {
      const { token, fromCookie } = readSessionToken(req);
      const session = token ? await resolveSession(db, token) : null;
      if (spec.access !== "public") {
        if (!session) throw new AppError("unauthorized", messages.unauthorized);
        if (fromCookie && MUTATING.has(req.method) && !isSameOriginRequest(req)) {
          throw new AppError("forbidden", messages.crossOrigin);
        }
        if (spec.access === "subscriber") assertSubscriptionAccess(session.user);
      }
      const params = spec.params ? spec.params.parse((await segment?.params) ?? {}) : undefined;
      const query = spec.query
        ? spec.query.parse(Object.fromEntries(req.nextUrl.searchParams.entries()))
        : undefined;
      const body = spec.body ? spec.body.parse(await readJson(req)) : undefined;
      return await handler({
        req,
        user: (session?.user ?? null) as RouteContext<unknown, unknown, unknown, A>["user"],
        sessionId: (session?.sessionId ?? null) as RouteContext<unknown, unknown, unknown, A>["sessionId"],
        body: body as Parsed<B>,
        query: query as Parsed<Q>,
        params: params as Parsed<P>,
      });
    } catch (error) {
      return handleError(error, `${req.method} ${req.nextUrl.pathname}`);
    }
  };
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("bad_request", messages.invalidJson);
  }
}
