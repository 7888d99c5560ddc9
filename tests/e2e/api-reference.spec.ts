import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { SHOTS_DIR } from "./theme-shots";

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

test.describe("the API reference (/desenvolvedores/api)", () => {
  test("renders Scalar's reference of the document under the page policy, from our own origin only", async ({
    page,
  }) => {
    const origin = new URL(test.info().project.use.baseURL ?? "").origin;
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin)
        foreign.push(request.url());
    });

    const res = await page.goto("/desenvolvedores/api");
    expect(res?.status()).toBe(200);
    const policy = (await res?.headerValue("content-security-policy")) ?? "";
    // The site's policy, unchanged for this page: scripts only by nonce.
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(policy, "script-src")).not.toContain("'unsafe-eval'");
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);

    await expect(page.getByRole("heading", { level: 1, name: "API do Bolso" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Perfil → Acesso por API" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expect(page.getByRole("link", { name: "/api/v1/openapi.json" })).toHaveAttribute(
      "href",
      "/api/v1/openapi.json",
    );

    // Scalar mounted with the document, in Portuguese: the first group open, the others by name.
    const reference = page.locator("#referencia-api");
    const sidebar = reference.getByRole("complementary");
    await expect(sidebar.getByText("Criar uma conta")).toBeVisible({ timeout: 30_000 });
    await expect(
      reference.getByRole("button", { name: "Baixar Documento OpenAPI em JSON" }),
    ).toBeVisible();
    for (const group of ["Lançamentos", "Categorias", "Faturas", "Imposto de Renda"]) {
      await expect(sidebar.getByText(group, { exact: true }).first()).toBeVisible();
    }
    const folder = path.join(SHOTS_DIR, "api-reference");
    fs.mkdirSync(folder, { recursive: true });
    const shoot = async (name: string, place: () => Promise<void> = async () => undefined) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await place();
        for (const theme of ["light", "dark"] as const) {
          await page.evaluate(
            (chosen) => document.documentElement.classList.toggle("dark", chosen === "dark"),
            theme,
          );
          // Scalar's own light and dark follow the site's theme switch.
          await expect(page.locator("body")).toHaveClass(
            theme === "dark" ? /dark-mode/ : /light-mode/,
          );
          await page.screenshot({ path: path.join(folder, `${name}-${theme}-${width}.png`) });
        }
      }
      await page.evaluate(() => document.documentElement.classList.remove("dark"));
    };
    await shoot("top");

    await page.setViewportSize({ width: 1280, height: 900 });
    await sidebar.getByText("Lançamentos", { exact: true }).first().click();
    await expect(sidebar.getByText("Lançar uma receita ou despesa")).toBeVisible();
    await expect(sidebar.getByText("Listar os lançamentos de um mês")).toBeVisible();
    const operation = reference
      .getByRole("heading", { name: "Lançar uma receita ou despesa" })
      .first();
    await shoot("operation", () =>
      operation.evaluate((heading) => heading.scrollIntoView({ block: "start" })),
    );
    expect(foreign).toEqual([]);
  });

  test("the bundle is ours, cached for good; the document is public JSON", async ({ request }) => {
    const html = await (await request.get("/desenvolvedores/api")).text();
    // The island adds the bundle after hydration; its address, with the file's hash, is in the page's data.
    const bundle = /\/desenvolvedores\/api\/scalar\.js\?v=[0-9a-f]{12}/.exec(html)?.[0];
    expect(bundle).toBeTruthy();
    const script = await request.get(bundle ?? "");
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toContain("javascript");
    expect(script.headers()["cache-control"]).toContain("immutable");
    const document = await request.get("/api/v1/openapi.json");
    expect(document.status()).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });
});
