import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { REQUEST_PATH_HEADER } from "@/lib/protected-paths";
import { SESSION_COOKIE } from "@/lib/session-cookie";
import { createTestUser } from "../helpers/users";

// The request as next/headers would give it to a page: a session cookie and the path proxy.ts set.
const request = vi.hoisted(() => ({ token: null as string | null, path: null as string | null }));

vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "bolso_session" && request.token ? { value: request.token } : undefined) }),
  headers: async () => new Headers(request.path ? { "x-request-path": request.path } : {}),
}));

class Redirected extends Error {
  constructor(readonly location: string) {
    super(`redirect ${location}`);
  }
}
vi.mock("next/navigation", () => ({
  redirect: (location: string) => {
    throw new Redirected(location);
  },
}));

const { requirePageUser } = await import("@/server/auth/require-page-user");
const { default: LoginPage } = await import("@/app/auth/login/page");
const { default: RegisterPage } = await import("@/app/auth/register/page");

/** Where rendering sends the browser, or null when it renders. */
async function redirectOf(render: () => Promise<unknown>): Promise<string | null> {
  try {
    await render();
    return null;
  } catch (error) {
    if (error instanceof Redirected) return error.location;
    throw error;
  }
}

const loginPage = (next?: string) => LoginPage({ searchParams: Promise.resolve(next === undefined ? {} : { next }) });
const registerPage = (next?: string) => RegisterPage({ searchParams: Promise.resolve(next === undefined ? {} : { next }) });

/** The `next` the login page hands its form. */
function formNext(page: ReactElement): unknown {
  const children = (page.props as { children: ReactElement<{ next?: unknown }> }).children;
  return children.props.next;
}

beforeEach(() => {
  request.token = null;
  request.path = null;
});

describe("login keeps the place", () => {
  it("the mocked request uses the app's cookie and header names", () => {
    expect(SESSION_COOKIE).toBe("bolso_session");
    expect(REQUEST_PATH_HEADER).toBe("x-request-path");
  });

  it("a protected screen without a live session sends to login with the screen and its query in next", async () => {
    request.path = "/transactions?month=3&year=2026&q=feira";
    expect(await redirectOf(() => requirePageUser())).toBe(
      `/auth/login?next=${encodeURIComponent("/transactions?month=3&year=2026&q=feira")}`,
    );
    request.token = "a-session-that-does-not-exist";
    expect(await redirectOf(() => requirePageUser())).toBe(
      `/auth/login?next=${encodeURIComponent("/transactions?month=3&year=2026&q=feira")}`,
    );
  });

  it.each(["//evil.example/dashboard", "/\\evil.example", "https://evil.example/", "/%2F%2Fevil.example"])(
    "a path the guard would not follow (%s) sends to the plain login",
    async (path) => {
      request.path = path;
      expect(await redirectOf(() => requirePageUser())).toBe("/auth/login");
    },
  );

  it("the login page hands its form only a next that stays in the app", async () => {
    expect(formNext((await loginPage("/transactions?month=3")) as ReactElement)).toBe("/transactions?month=3");
    for (const next of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "%2F%2Fevil.example",
      "/%2F%2Fevil.example",
      "/auth/login",
    ]) {
      expect(formNext((await loginPage(next)) as ReactElement), next).toBeNull();
    }
    expect(formNext((await loginPage()) as ReactElement)).toBeNull();
  });

  it("a signed-in person is sent from login (to a safe next, else the dashboard) and from sign-up", async () => {
    const { token } = await createTestUser();
    request.token = token;
    expect(await redirectOf(() => loginPage())).toBe("/dashboard");
    expect(await redirectOf(() => loginPage("/settings"))).toBe("/settings");
    expect(await redirectOf(() => loginPage("https://evil.example/settings"))).toBe("/dashboard");
    expect(await redirectOf(() => loginPage("//evil.example"))).toBe("/dashboard");
    expect(await redirectOf(() => registerPage())).toBe("/dashboard");
    expect(await redirectOf(() => registerPage("/casa/convite?codigo=12345678"))).toBe("/casa/convite?codigo=12345678");
  });

  it("without a session, login and sign-up render", async () => {
    expect(await redirectOf(() => loginPage("/settings"))).toBeNull();
    expect(await redirectOf(() => registerPage())).toBeNull();
  });

  it("sign-up hands its form a followable next only (an invitation's link), for the confirmation and the login after it", async () => {
    expect(formNext((await registerPage("/casa/convite?codigo=12345678")) as ReactElement)).toBe("/casa/convite?codigo=12345678");
    expect(formNext((await registerPage("https://evil.example/casa")) as ReactElement)).toBeNull();
  });
});
