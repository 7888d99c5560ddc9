import { expect, type Page } from "@playwright/test";

/** A call to /api/v1 from inside the signed-in page (same origin, the session cookie), as the screens make it. */
export async function api<T>(page: Page, method: string, apiPath: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, apiPath, body }) => {
      const res = await fetch(`/api/v1${apiPath}`, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, apiPath, body },
  );
  expect(answer.status, `${method} ${apiPath}: ${answer.text}`).toBeLessThan(300);
  return (answer.text ? JSON.parse(answer.text) : null) as T;
}
