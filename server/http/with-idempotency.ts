import "server-only";
import { createHash } from "node:crypto";
import type { NextRequest } from "next/server";
import { canonicalJson } from "@/lib/canonical-json";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/server/db";
import { claimIdempotencyKey } from "@/server/idempotency/claim-idempotency-key";
import { completeIdempotencyKey } from "@/server/idempotency/complete-idempotency-key";
import { releaseIdempotencyKey } from "@/server/idempotency/release-idempotency-key";

export const IDEMPOTENCY_HEADER = "idempotency-key";

export const idempotencyMessages = {
  badKey: "O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres visíveis (ASCII).",
  otherRequest:
    "Esta chave de idempotência já foi usada com outro conteúdo. Use uma chave nova para uma requisição diferente.",
  stillRunning: "Uma cópia desta requisição ainda está em andamento. Tente novamente em instantes.",
} as const;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** A waiting copy polls after 50 ms, then twice as long each time up to 400 ms (no connection held between). */
const FIRST_POLL_MS = 50;
const MAX_POLL_MS = 400;
const WAIT_LIMIT_MS = 15_000;

function fingerprint(req: NextRequest, rawBody: unknown): string {
  return createHash("sha256")
    .update(`${req.method} ${req.nextUrl.pathname}\n${canonicalJson(rawBody)}`)
    .digest("hex");
}

/** The answer's headers a copy gets too: where the created record is, and what the body is. */
const REPLAYED_HEADERS = ["location", "content-type"] as const;

function keptHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

function replay(status: number, body: string, headers: Record<string, string>): Response {
  return new Response(body, {
    status,
    headers: { "content-type": "application/json", ...headers, "Idempotent-Replayed": "true" },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a write at most once per `Idempotency-Key` and person: the first copy runs and its 2xx
 * answer is kept; copies with the same body get that answer (waiting while it runs), a different
 * body gets 409. A failed run frees the key, so it never poisons a corrected retry.
 */
export async function withIdempotency(
  req: NextRequest,
  userId: string,
  rawBody: unknown,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return run();
  if (!KEY_PATTERN.test(key)) throw new AppError("bad_request", idempotencyMessages.badKey);
  const requestHash = fingerprint(req, rawBody);
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let pollMs = FIRST_POLL_MS;
  for (;;) {
    const claim = await claimIdempotencyKey(db, userId, { key, requestHash });
    if (claim.state === "claimed") return runClaimed(userId, key, run);
    if (claim.state === "done") return replay(claim.status, claim.body, claim.headers);
    if (claim.state === "other-request") throw new AppError("conflict", idempotencyMessages.otherRequest);
    if (Date.now() > deadline) throw new AppError("conflict", idempotencyMessages.stillRunning);
    await sleep(pollMs);
    pollMs = Math.min(pollMs * 2, MAX_POLL_MS);
  }
}

async function runClaimed(userId: string, key: string, run: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await releaseIdempotencyKey(db, userId, key);
    throw error;
  }
  if (response.status < 200 || response.status > 299) {
    await releaseIdempotencyKey(db, userId, key);
    return response;
  }
  const body = await response.text();
  await completeIdempotencyKey(db, userId, key, { status: response.status, body, headers: keptHeaders(response.headers) });
  return new Response(body, { status: response.status, headers: response.headers });
}
