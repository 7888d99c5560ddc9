import "server-only";
import { RateLimiterRes } from "rate-limiter-flexible";
import { rateLimiter, tooManyRequests, type Budget } from "@/server/auth/rate-limit";

/** Calls a personal token may make (the API and MCP together): 120 a minute. */
export const API_TOKEN_BUDGET: Budget = { points: 120, duration: 60 };

/** The counter of every token, keyed by the token's id (shared by every instance, in `rate_limits`). */
export const apiTokenLimiter = () => rateLimiter("apiToken", API_TOKEN_BUDGET);

/**
 * Spends one call of the token's budget. Answers the `RateLimit-*` headers (IETF draft) for the
 * response; over budget throws the pt-BR 429 with `Retry-After` and the same headers.
 */
export async function consumeApiTokenCall(tokenId: string): Promise<Record<string, string>> {
  try {
    const res = await apiTokenLimiter().consume(tokenId);
    return headersOf(res);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const limited = tooManyRequests(error.msBeforeNext);
    Object.assign(limited.headers, headersOf(error));
    throw limited;
  }
}

function headersOf(res: RateLimiterRes): Record<string, string> {
  return {
    "RateLimit-Limit": String(API_TOKEN_BUDGET.points),
    "RateLimit-Remaining": String(Math.max(0, res.remainingPoints)),
    "RateLimit-Reset": String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))),
  };
}
