import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { consumeRateLimit, rateLimiter, refundRateLimit, resetRateLimit } from "@/server/auth/rate-limit";

/**
 * Failures against one account from every IP. Past `freeFailures` in the window each new attempt
 * waits `firstDelayMs`, then twice as long, up to `maxDelayMs`, and is still checked: the account
 * is never locked, so its owner gets in from their own network while someone else guesses.
 */
export const LOGIN_ACCOUNT_SLOWDOWN = {
  freeFailures: 100,
  duration: 15 * 60,
  firstDelayMs: 500,
  maxDelayMs: 10_000,
} as const;

export function accountDelayMs(failures: number): number {
  const excess = failures - LOGIN_ACCOUNT_SLOWDOWN.freeFailures;
  if (excess <= 0) return 0;
  const delay = LOGIN_ACCOUNT_SLOWDOWN.firstDelayMs * 2 ** Math.min(excess - 1, 20);
  return Math.min(LOGIN_ACCOUNT_SLOWDOWN.maxDelayMs, delay);
}

/** How an attempt waits out its delay; a test swaps `wait` to see each delay without spending it. */
export const loginDelayClock = { wait: (ms: number): Promise<unknown> => sleep(ms) };

const accountCounter = () =>
  rateLimiter("login:account", {
    points: LOGIN_ACCOUNT_SLOWDOWN.freeFailures,
    duration: LOGIN_ACCOUNT_SLOWDOWN.duration,
  });

/**
 * Spends one login attempt for the IP and the account+IP pair (429 past their budgets), counts it
 * against the account and waits the account's delay. Every attempt counts as a failure until
 * `succeeded()`: counting before the password check keeps parallel guesses inside the budget.
 */
export async function startLoginAttempt(keys: { ip: string; account: string }) {
  await consumeRateLimit("login", keys);
  const counted = await accountCounter().penalty(keys.account);
  const delay = accountDelayMs(counted.consumedPoints);
  if (delay > 0) await loginDelayClock.wait(delay);
  return {
    /** The password was right: not a failure for the IP or the account, and the pair starts over. */
    async succeeded() {
      await Promise.all([
        refundRateLimit("login", "ip", keys),
        resetRateLimit("login", "pair", keys),
        accountCounter().reward(keys.account),
      ]);
    },
  };
}
