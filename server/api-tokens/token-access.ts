import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/errors";
import type { ApiTokenScope } from "@/lib/schemas/api-tokens";
import { clientIp } from "@/server/auth/client-ip";
import { consumeApiTokenCall } from "@/server/api-tokens/api-token-rate-limit";
import { recordApiCall } from "@/server/api-tokens/record-api-call";
import { resolveApiToken, type ResolvedApiToken } from "@/server/api-tokens/resolve-api-token";
import type { DbOrTx } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import type { TokenUse } from "@/lib/api-token-use";

// Which routes take a token is said once (lib/api-token-use.ts): the OpenAPI document shows it too.
export { tokenUseOf, type TokenUse } from "@/lib/api-token-use";

export const tokenMessages = {
  invalid: "Token de acesso inválido, expirado ou revogado.",
  required: "Este endereço só aceita um token de acesso pessoal (Authorization: Bearer bolso_pat_…).",
  forbidden:
    "Tokens de acesso pessoal não alcançam esta parte da conta. Entre no Bolso com sua senha para fazer isso.",
  readOnly: "Este token é somente de leitura. Crie um token com permissão de escrita para alterar dados.",
} as const;

const READS = new Set(["GET", "HEAD"]);

/** A call authenticated by a personal token, with the `RateLimit-*` headers its answer carries. */
export interface TokenCall {
  token: ResolvedApiToken;
  headers: Record<string, string>;
}

/** Resolves the token (401 when unknown, revoked or expired) and spends one call of its budget (429). */
export async function startTokenCall(db: DbOrTx, req: NextRequest, token: string): Promise<TokenCall> {
  const resolved = await resolveApiToken(db, token, clientIp(req));
  if (!resolved) throw new AppError("unauthorized", tokenMessages.invalid);
  return { token: resolved, headers: await consumeApiTokenCall(resolved.tokenId) };
}

/** 403 unless the route takes tokens and the token's scope covers the verb (on a `scoped` route). */
export function admitTokenCall(use: TokenUse, scope: ApiTokenScope, method: string): void {
  if (use === "never") throw new AppError("forbidden", tokenMessages.forbidden);
  // A route taking only tokens speaks its own protocol over POST and checks the scope itself (MCP's tools).
  if (use === "only") return;
  if (scope === "read" && !READS.has(method)) throw new AppError("forbidden", tokenMessages.readOnly);
}

/** Logs an API call made with a token; a route taking only tokens (MCP) logs its own calls. */
export async function finishTokenCall(
  db: DbOrTx,
  call: TokenCall,
  use: TokenUse,
  req: NextRequest,
  status: number,
): Promise<void> {
  if (use === "only") return;
  try {
    await recordApiCall(db, {
      userId: call.token.user.id,
      tokenId: call.token.tokenId,
      channel: "api",
      target: `${req.method} ${req.nextUrl.pathname}`,
      status,
    });
  } catch (error) {
    // The answer is ready: a log line that could not be written must not replace it.
    logger.warn({ err: describeError(error) }, "token de API: a chamada não foi registrada");
  }
}
