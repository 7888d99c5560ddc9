import "server-only";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Pool } from "pg";
import { AppError } from "@/lib/errors";
import { getPool } from "@/lib/server/db";

/**
 * Throttling of the auth calls, stored in PostgreSQL (`rate_limits`) so every instance shares it.
 * Each action has a budget per client IP, per account (the normalised e-mail, whether or not an
 * account exists, so a 429 says nothing about who is registered) or per account and IP together.
 * Login's account-wide slowdown lives in login-throttle. Documented in the README.
 */
export const RATE_LIMITS = {
  register: { ip: { points: 10, duration: 60 * 60 } },
  /** E-mails a sign-up sends to an address that already has an account; over it, silently none. */
  registerExisting: { account: { points: 3, duration: 24 * 60 * 60 } },
  // Per pair, not per account: an attacker elsewhere cannot lock the owner out.
  login: { ip: { points: 30, duration: 15 * 60 }, pair: { points: 10, duration: 15 * 60 } },
  confirm: { ip: { points: 30, duration: 15 * 60 }, account: { points: 10, duration: 15 * 60 } },
  resend: { ip: { points: 10, duration: 60 * 60 }, account: { points: 5, duration: 60 * 60 } },
  /** Between two resend requests for the same e-mail. */
  resendCooldown: { account: { points: 1, duration: 60 } },
  forgot: { ip: { points: 10, duration: 60 * 60 }, account: { points: 5, duration: 60 * 60 } },
  reset: { ip: { points: 30, duration: 15 * 60 }, account: { points: 10, duration: 15 * 60 } },
  /** The /ajuda contact form: the account is the signed-in user, or the e-mail a visitor typed. */
  support: { ip: { points: 5, duration: 60 * 60 }, account: { points: 5, duration: 60 * 60 } },
  /** Test pushes: each one is a request from our server to every device's push service. */
  pushTest: { account: { points: 10, duration: 60 * 60 } },
  /** Household invitation codes tried (accepting or reading one); the account is `user:<id>`. */
  householdInvitation: { ip: { points: 30, duration: 15 * 60 }, account: { points: 10, duration: 15 * 60 } },
  /** Statement uploads (each parsed and stored as a preview); the account is `user:<id>`. */
  importUpload: { account: { points: 30, duration: 60 * 60 } },
} as const satisfies Record<string, Partial<Record<Scope, Budget>>>;

export interface Budget {
  points: number;
  /** Seconds. */
  duration: number;
}

export type RateLimitedAction = keyof typeof RATE_LIMITS;
type Scope = "ip" | "account" | "pair";
interface Keys {
  ip: string;
  account?: string;
}

const globalForLimits = globalThis as unknown as {
  bolsoRateLimiters?: WeakMap<Pool, Map<string, RateLimiterPostgres>>;
};

/**
 * The shared counter named `name` (also the prefix of its keys in `rate_limits`), on this
 * instance's pool; `pool` names another (a second instance on the same database, in a test).
 */
export function rateLimiter(name: string, budget: Budget, pool: Pool = getPool()): RateLimiterPostgres {
  globalForLimits.bolsoRateLimiters ??= new WeakMap();
  let limiters = globalForLimits.bolsoRateLimiters.get(pool);
  if (!limiters) {
    limiters = new Map();
    globalForLimits.bolsoRateLimiters.set(pool, limiters);
  }
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: unnamedQueries(pool),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: name,
      points: budget.points,
      duration: budget.duration,
    });
    limiters.set(name, limiter);
  }
  return limiter;
}

/**
 * The library names its statements; the embedded PostgreSQL shares one session between pool
 * connections, where a second connection preparing the same name fails. Plain queries avoid that.
 */
function unnamedQueries(pool: Pool) {
  return {
    query: (q: { text: string; values?: unknown[] }) => pool.query({ text: q.text, values: q.values }),
  };
}

function budgets(action: RateLimitedAction): [Scope, Budget][] {
  return Object.entries(RATE_LIMITS[action]) as [Scope, Budget][];
}

const limiterFor = (action: RateLimitedAction, scope: Scope, budget: Budget) =>
  rateLimiter(`${action}:${scope}`, budget);

function keyFor(scope: Scope, keys: Keys): string | undefined {
  if (scope === "ip") return keys.ip;
  if (scope === "account") return keys.account;
  return keys.account === undefined ? undefined : `${keys.account}|${keys.ip}`;
}

export function tooManyRequests(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? "alguns segundos" : minutes === 1 ? "1 minuto" : `${minutes} minutos`;
  return new AppError("too_many_requests", `Muitas tentativas. Aguarde ${wait} e tente novamente.`, {
    headers: { "Retry-After": String(seconds) },
  });
}

/** Spends one attempt of `action` for the IP and the account; throws a pt-BR 429 when over budget. */
export async function consumeRateLimit(action: RateLimitedAction, keys: Keys): Promise<void> {
  for (const [scope, budget] of budgets(action)) {
    const key = keyFor(scope, keys);
    if (!key) continue;
    try {
      await limiterFor(action, scope, budget).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext);
      throw error;
    }
  }
}

/**
 * Spends one attempt of `action` like consumeRateLimit, but answers false when over budget instead
 * of a 429, for a caller whose answer must not change (it then just skips the costly part).
 */
export async function withinRateLimit(action: RateLimitedAction, keys: Keys): Promise<boolean> {
  try {
    await consumeRateLimit(action, keys);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "too_many_requests") return false;
    throw error;
  }
}

/** Gives back the attempt just spent in `scope` (it turned out not to be a failure). */
export async function refundRateLimit(action: RateLimitedAction, scope: Scope, keys: Keys): Promise<void> {
  const counter = counterFor(action, scope, keys);
  if (counter) await counter.limiter.reward(counter.key);
}

/** Forgets every attempt counted in `scope` (e.g. a pair's failures after a successful login). */
export async function resetRateLimit(action: RateLimitedAction, scope: Scope, keys: Keys): Promise<void> {
  const counter = counterFor(action, scope, keys);
  if (counter) await counter.limiter.delete(counter.key);
}

function counterFor(action: RateLimitedAction, scope: Scope, keys: Keys) {
  const budget = (RATE_LIMITS[action] as Partial<Record<Scope, Budget>>)[scope];
  const key = keyFor(scope, keys);
  return budget && key ? { limiter: limiterFor(action, scope, budget), key } : null;
}
