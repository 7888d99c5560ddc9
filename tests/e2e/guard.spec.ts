import type { Page } from "@playwright/test";
import { e2eDb, expect, test } from "./fixtures";
import { pastDueSubscriber } from "./billing-flow";

/**
 * Every sidebar entry except Configurações and Perfil, which stay open without a subscription (on
 * Perfil the user exports or deletes their data and changes their password, whatever they pay).
 */
const GUARDED_LINKS = ["Dashboard", "Transações", "Categorias", "Objetivos", "Meios de pagamento", "Pagamentos Recorrentes"];

/** Marks the document so a later check can tell a client navigation from a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test.beforeEach(async () => {
  await e2eDb().query("delete from rate_limits");
});

test.describe("route guard", () => {
  test("a past_due user who clicks every sidebar link lands on /subscription each time, with no error toast", async ({ page }) => {
    test.slow(); // a checkout, then fifteen navigations
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await pastDueSubscriber(page, { loginScreen: false });
    const failedCalls: string[] = [];
    page.on("response", (res) => {
      if (res.url().includes("/api/v1/") && res.status() >= 400) failedCalls.push(`${res.status()} ${res.url()}`);
    });

    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Configurações" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Limpar Cache" })).toBeEnabled();
    await markDocument(page);
    // The toaster mounts with the first toast and stays for the whole visit (the navigations below
    // keep the document), so while it is absent no toast, not even one already dismissed, was raised.
    const toaster = page.locator("section[aria-label^='Notifications']");
    await expect(toaster).toHaveCount(0);
    const sidebar = page.getByTestId("app-sidebar");

    for (const name of GUARDED_LINKS) {
      // From /settings each time, so landing on /subscription proves the redirect happened.
      await sidebar.getByRole("link", { name }).click();
      await expect(page).toHaveURL(/\/subscription$/);
      await expect(page.getByText("Não conseguimos cobrar a sua assinatura.")).toBeVisible();
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await expect(toaster).toHaveCount(0);
      await sidebar.getByRole("link", { name: "Configurações" }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole("heading", { name: "Configurações" })).toBeVisible();
    }
    expect(await sameDocument(page)).toBe(true); // all of it without a full page load
    await expect(toaster).toHaveCount(0);
    expect(failedCalls).toEqual([]);

    // Perfil stays open: exporting or deleting one's data never depends on paying.
    await sidebar.getByRole("link", { name: "Perfil" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("link", { name: "Exportar meus dados" })).toBeVisible();

    // A typed URL gets the same answer.
    for (const path of ["/dashboard?month=6&year=2024", "/transactions", "/payments"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/subscription$/);
    }
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });

  test("with no session every protected screen goes to login", async ({ page }) => {
    for (const path of ["/dashboard", "/transactions", "/subscription", "/subscription/success", "/settings", "/profile"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth/login?next=${encodeURIComponent(path)}`);
    }
  });

  test("a session that ends while the app is open sends the next sidebar click to login", async ({ page, user }) => {
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await page.goto("/settings");
    await expect(page.getByRole("button", { name: "Limpar Cache" })).toBeEnabled();
    await e2eDb().query("delete from sessions where user_id = $1", [user.id]);
    await page.getByTestId("app-sidebar").getByRole("link", { name: "Perfil" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
  });

  test("a cookie for a session that no longer exists is sent to login on a typed URL", async ({ page, user }) => {
    await e2eDb().query("delete from sessions where user_id = $1", [user.id]);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
  });
});
