import { expect, loginAs, test } from "./fixtures";

/**
 * Percent-encoding that does not decode (`%ff`) on a dynamic route: Next used to answer a bare
 * 500, without security headers or a log line. The proxy answers first: the API a JSON 400 in
 * pt-BR, a page the 404 page; both with the headers every answer carries.
 */
const API_PATHS = ["/api/v1/transaction/%ff", "/api/v1/cards/%ff", "/api/v1/import/%ff%fe/commit"];
const PAGE_PATHS = ["/cards/%ff", "/transactions/%ff%fe", "/%e0%a4"];

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"]).toBeTruthy();
}

test.describe("malformed percent-encoding in a path", () => {
  for (const signedIn of [false, true]) {
    test(`the API answers a JSON 400 in pt-BR (${signedIn ? "with" : "without"} a session)`, async ({ request, page, user }) => {
      const token = signedIn ? await loginAs(page, user) : null;
      for (const path of API_PATHS) {
        for (const method of ["GET", "DELETE"] as const) {
          const res = await request.fetch(path, {
            method,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          expect(res.status(), `${method} ${path}`).toBe(400);
          const headers = res.headers();
          expect(headers["content-type"]).toMatch(/^application\/json/);
          expectSecurityHeaders(headers);
          expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
          expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
          expect(await res.json()).toEqual({
            message: "Endereço inválido: a URL tem uma codificação malformada.",
            code: "bad_request",
          });
        }
      }
    });

    test(`a page is the 404 page (${signedIn ? "with" : "without"} a session)`, async ({ request, page, user }) => {
      const token = signedIn ? await loginAs(page, user) : null;
      for (const path of PAGE_PATHS) {
        const res = await request.get(path, {
          headers: token ? { cookie: `bolso_session=${token}` } : {},
          maxRedirects: 0,
        });
        expect(res.status(), path).toBe(404);
        const headers = res.headers();
        expect(headers["content-type"]).toMatch(/^text\/html/);
        expectSecurityHeaders(headers);
        expect(headers["content-security-policy"]).toMatch(/script-src [^;]*'nonce-/);
        expect(await res.text()).toContain("Página não encontrada");
      }
    });
  }

  test("a path whose encoding is well formed still reaches its route", async ({ request }) => {
    const res = await request.get("/api/v1/transaction/%61bc");
    expect(res.status()).toBe(401);
    expect((await request.get("/caminho%20que%20nao%20existe")).status()).toBe(404);
  });
});
