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
