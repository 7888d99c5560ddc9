import fs from "node:fs";
import path from "node:path";
import { COMPILE_HINT } from "../../scripts/compile-hints";
import { expect, test } from "./fixtures";

test.describe("smoke", () => {
  test("the landing page offers sign-up", async ({ page }) => {
    await page.goto("/");
    const signUp = page
      .getByRole("link", { name: "Cadastre-se" })
      .or(page.getByRole("button", { name: "Cadastre-se" }));
    await expect(signUp.first()).toBeVisible();
    await expect(page).toHaveTitle(/Bolso/);
  });

  test("the framework scripts a page starts with are served with the compile hint", async ({
    page,
    request,
  }) => {
    test.skip(process.env.E2E_DEV === "1", "next dev serves no production chunks");
    const distDir = process.env.NEXT_DIST_DIR ?? ".next";
    const { rootMainFiles } = JSON.parse(
      fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"),
    ) as {
      rootMainFiles: string[];
    };
    await page.goto("/");
    const loaded = await page
      .locator("script[src]")
      .evaluateAll((scripts) => scripts.map((s) => new URL((s as HTMLScriptElement).src).pathname));
    const roots = rootMainFiles
      .filter((file) => file.endsWith(".js"))
      .map((file) => `/_next/${file}`);
    expect(roots.length).toBeGreaterThan(2);
    for (const file of roots) {
      expect(loaded, `${file} is loaded by the page`).toContain(file);
      const body = await (await request.get(file)).text();
      expect(body.startsWith(COMPILE_HINT), `${file} starts with the hint`).toBe(true);
    }
  });

  test("the browser gets the page's scripts and stylesheet in brotli", async ({ page }) => {
    test.skip(process.env.E2E_DEV === "1", "next dev serves no production chunks");
    const encodings: Array<Promise<[string, string]>> = [];
    page.on("response", (res) => {
      const { pathname } = new URL(res.url());
      if (!/^\/_next\/static\/.+\.(js|css)$/.test(pathname)) return;
      encodings.push(res.allHeaders().then((h) => [pathname, h["content-encoding"] ?? "none"]));
    });
    await page.goto("/");
    await page.waitForLoadState("load");
    const served = await Promise.all(encodings);
    expect(served.filter(([file]) => file.endsWith(".css")).length).toBeGreaterThan(0);
    expect(served.filter(([file]) => file.endsWith(".js")).length).toBeGreaterThan(3);
    for (const [file, encoding] of served) expect(encoding, file).toBe("br");
    // The scripts ran: the theme switch (a client component) works.
    const toggle = page.getByRole("switch", { name: "Tema escuro" });
    const wasDark = await toggle.getAttribute("aria-checked");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", wasDark === "true" ? "false" : "true");
  });

  test("the health endpoint reaches the database", async ({ request }) => {
    const res = await request.get("/api/v1/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  test("an unknown path answers the 404 page with a way home", async ({ page }) => {
    const res = await page.goto("/caminho-que-nao-existe");
    expect(res?.status()).toBe(404);
    const home = page.locator('a[href="/"]');
    await expect(home.first()).toBeVisible();
  });

  test("a signed-in user stays in the protected shell", async ({ page, user }) => {
    expect(user.email).toContain("@");
    const res = await page.goto("/dashboard");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
