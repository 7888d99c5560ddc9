import { afterAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { POST as forgotPassword } from "@/app/api/v1/user/forgot-password/route";
import { LOGIN_ACCOUNT_SLOWDOWN, accountDelayMs, loginDelayClock } from "@/server/auth/login-throttle";
import { RATE_LIMITS } from "@/server/auth/rate-limit";
import { call } from "../helpers/api";
import { TEST_PASSWORD, createTestUser } from "../helpers/users";
import { appendedByProxy, clearRateLimits, freshIp, postLogin } from "./auth-fixtures";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());
beforeEach(clearRateLimits);

/** Records each account-wide delay a login attempt waits, instead of spending it, for one test. */
function recordLoginDelays(): number[] {
  const waits: number[] = [];
  const real = loginDelayClock.wait;
  loginDelayClock.wait = async (ms) => void waits.push(ms);
  onTestFinished(() => {
    loginDelayClock.wait = real;
  });
  return waits;
}

let forged = 0;
/** A different X-Forwarded-For on every call, as an attacker rotating fake addresses would send. */
const forgedChain = () => {
  forged += 1;
  return `198.51.100.${forged % 250}, 203.0.113.${(forged * 7) % 250}`;
};

describe("a forged X-Forwarded-For behind the proxy", () => {
  it(`does not move the login's per-IP limit of ${RATE_LIMITS.login.ip.points} failures`, async () => {
    const socket = freshIp();
    for (let i = 0; i <= RATE_LIMITS.login.ip.points; i++) await createTestUser({ email: `rodizio-${i}@exemplo.com.br` });
    for (let i = 0; i < RATE_LIMITS.login.ip.points; i++) {
      const res = await postLogin(`rodizio-${i}@exemplo.com.br`, "chute-errado", appendedByProxy(socket, forgedChain()));
      expect(res.status).toBe(401);
    }
    const next = await postLogin(`rodizio-${RATE_LIMITS.login.ip.points}@exemplo.com.br`, TEST_PASSWORD, {
      ...appendedByProxy(socket, forgedChain()),
      "x-real-ip": "192.0.2.200",
    });
    expect(next.status).toBe(429);
  });

  it(`does not move the password-reset request's limit of ${RATE_LIMITS.forgot.ip.points} per hour`, async () => {
    const socket = freshIp();
    const forgot = (i: number) =>
      call(forgotPassword, {
        method: "POST",
        path: "/api/v1/user/forgot-password",
        body: { email: `forjado-${i}@exemplo.com.br` },
        headers: appendedByProxy(socket, forgedChain()),
      });
    for (let i = 0; i < RATE_LIMITS.forgot.ip.points; i++) expect((await forgot(i)).status).toBe(200);
    expect((await forgot(RATE_LIMITS.forgot.ip.points)).status).toBe(429);
  });
});

describe("login throttling that cannot be used against the owner", () => {
  it("lets the owner in from a fresh network while the account is hammered from many others", async () => {
    const waits = recordLoginDelays();
    const email = "alvo@exemplo.com.br";
    await createTestUser({ email });
    const attackers = Array.from({ length: LOGIN_ACCOUNT_SLOWDOWN.freeFailures / RATE_LIMITS.login.pair.points }, freshIp);
    // Each attacking network spends its pair's budget, then is refused, right password or not.
    await Promise.all(
      attackers.map(async (ip, n) => {
        for (let i = 0; i < RATE_LIMITS.login.pair.points; i++) {
          expect((await postLogin(email, `chute-${n}-${i}`, ip)).status).toBe(401);
        }
        expect((await postLogin(email, TEST_PASSWORD, ip)).status).toBe(429);
      }),
    );
    // One more network past the account's free failures: still checked, only slower.
    expect((await postLogin(email, "mais-um-chute", freshIp())).status).toBe(401);

    const owner = await postLogin(email, TEST_PASSWORD, freshIp());
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    // The account-wide count slowed the owner down (2nd attempt past the free ones) but did not lock.
    const { freeFailures } = LOGIN_ACCOUNT_SLOWDOWN;
    expect(waits).toEqual([accountDelayMs(freeFailures + 1), accountDelayMs(freeFailures + 2)]);
    // The owner's success resets only the owner's pair: the attackers stay locked.
    expect((await postLogin(email, TEST_PASSWORD, attackers[0])).status).toBe(429);
  });

  it("counts parallel guesses before checking them, so a burst cannot exceed the pair's budget", async () => {
    await createTestUser({ email: "rajada@exemplo.com.br" });
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 2 * RATE_LIMITS.login.pair.points }, (_, i) => postLogin("rajada@exemplo.com.br", `chute-${i}`, ip)),
    );
    const statuses = burst.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(RATE_LIMITS.login.pair.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(RATE_LIMITS.login.pair.points);
  });

  it("grows the account-wide delay exponentially up to its ceiling, never to a lock", () => {
    const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_ACCOUNT_SLOWDOWN;
    expect(accountDelayMs(freeFailures)).toBe(0);
    expect(accountDelayMs(freeFailures + 1)).toBe(firstDelayMs);
    expect(accountDelayMs(freeFailures + 2)).toBe(2 * firstDelayMs);
    expect(accountDelayMs(freeFailures + 3)).toBe(4 * firstDelayMs);
    expect(accountDelayMs(freeFailures + 1_000_000)).toBe(maxDelayMs);
  });
});
