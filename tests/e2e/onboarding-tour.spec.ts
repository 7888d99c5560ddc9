import type { Page } from "@playwright/test";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { createUser, e2eDb, expect, loginAs, screenshot, test } from "./fixtures";
import { insertRows } from "./transaction-rows";
import { logIn } from "./billing-flow";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Resolves once the tour has looked at `path` (whether or not it showed itself there). */
const tourChecked = (page: Page, path: string) =>
  expect(page.getByTestId("onboarding-checked")).toHaveAttribute("data-path", path);

test.describe("Onboarding tour", () => {
  test("walks a new account through payment methods, categories and transactions", async ({
    page,
  }) => {
    const user = await createUser({ name: "Nova Pessoa" });
    await loginAs(page, user);
    const tour = page.getByTestId("onboarding-tour");
    const step = page.getByTestId("onboarding-step");
    const sidebar = page.getByTestId("app-sidebar");

    await page.goto("/dashboard");
    await expect(tour).toBeVisible();
    await expect(step).toHaveAttribute("data-step", "payments");
    await expect(step).toContainText("1 de 3");
    await expect(sidebar.locator('[data-tour="payments"]')).toHaveAttribute(
      "data-tour-active",
      "true",
    );
    // Keyboard: focus lands on the tour's button; Esc closes it (until the next load).
    await expect(tour.getByRole("button", { name: "Ir para Meios de pagamento" })).toBeFocused();
    await screenshot(page, "dashboard-tour-1");
    await page.keyboard.press("Escape");
    await expect(tour).toHaveCount(0);

    await page.reload();
    await expect(step).toHaveAttribute("data-step", "payments");
    await tour.getByRole("button", { name: "Ir para Meios de pagamento" }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await tourChecked(page, "/payments");
    await expect(tour).toHaveCount(0); // already on that screen

    await e2eDb().query("insert into payment_methods (user_id, name) values ($1, 'Pix')", [
      user.id,
    ]);
    await page.goto("/dashboard");
    await expect(step).toHaveAttribute("data-step", "categories");
    await expect(step).toContainText("2 de 3");
    await expect(sidebar.locator('[data-tour="categories"]')).toHaveAttribute(
      "data-tour-active",
      "true",
    );

    await e2eDb().query("insert into categories (user_id, name) values ($1, 'Mercado')", [user.id]);
    await page.goto("/dashboard");
    await expect(step).toHaveAttribute("data-step", "transactions");
    await expect(step).toContainText("3 de 3");
    await expect(sidebar.locator('[data-tour="transactions"]')).toHaveAttribute(
      "data-tour-active",
      "true",
    );
    await screenshot(page, "dashboard-tour-3");

    await insertRows(user.id, [
      { description: "Café", valor: "4.50", day: todayInSaoPaulo(), kind: "despesa" },
    ]);
    await page.goto("/dashboard");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("onboardingTourCompleted")))
      .toBe("true");
    await expect(tour).toHaveCount(0);

    // Done for good: even with the data gone, the tour does not come back. Once every request of
    // the reloaded page has finished, a tour that checked again would already be on screen.
    await e2eDb().query("delete from transactions where user_id = $1", [user.id]);
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(tour).toHaveCount(0);
  });

  test("on a phone the tour points at the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const user = await createUser();
    await loginAs(page, user);
    await page.goto("/dashboard");
    const tour = page.getByTestId("onboarding-tour");
    await expect(tour).toBeVisible();
    await expect(tour).toContainText("Abra o menu e toque em “Meios de pagamento”.");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute(
      "data-tour-active",
      "true",
    );
    // It opens past the screen's title, never over it, nor over the button it points at.
    const title = page.getByRole("heading", { name: "Dashboard", level: 1 });
    const menu = page.getByRole("button", { name: "Abrir menu" });
    const [tourBox, titleBox, menuBox] = await Promise.all([tour.boundingBox(), title.boundingBox(), menu.boundingBox()]);
    expect(overlaps(tourBox!, titleBox!)).toBe(false);
    expect(overlaps(tourBox!, menuBox!)).toBe(false);
    await screenshot(page, "dashboard-tour-mobile");
  });

  test("at 1280 px the tour covers neither its item nor the title, names the sidebar, and follows a resize", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const user = await createUser();
    await e2eDb().query("insert into payment_methods (user_id, name) values ($1, 'Pix')", [user.id]);
    await loginAs(page, user);
    await page.goto("/dashboard");
    const tour = page.getByTestId("onboarding-tour");
    await expect(tour).toBeVisible();
    // Categories is the second item, beside the title's height: the tour stays below the title.
    await expect(page.getByTestId("onboarding-step")).toHaveAttribute("data-step", "categories");
    await expect(tour).toContainText("Clique em “Categorias” no menu ao lado.");
    await expect(tour).not.toContainText("Abra o menu");
    const item = page.getByTestId("app-sidebar").locator('[data-tour="categories"]');
    const title = page.getByRole("heading", { name: "Dashboard", level: 1 });
    const [tourBox, itemBox, titleBox] = await Promise.all([tour.boundingBox(), item.boundingBox(), title.boundingBox()]);
    expect(overlaps(tourBox!, itemBox!)).toBe(false);
    expect(overlaps(tourBox!, titleBox!)).toBe(false);
    await screenshot(page, "dashboard-tour-1280");

    // Turned into a phone and back: it points at what the screen shows, never at a hidden target.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(tour).toContainText("Abra o menu e toque em “Categorias”.");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("data-tour-active", "true");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(tour).toContainText("Clique em “Categorias” no menu ao lado.");
    await expect(item).toHaveAttribute("data-tour-active", "true");
  });

  test("on a phone the tour waits for the login toast to leave", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const user = await createUser();
    await logIn(page, user);
    const toast = page.getByText("Login realizado com sucesso!");
    const tour = page.getByTestId("onboarding-tour");
    // The login's first compile in dev mode can be slow.
    await expect(toast).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
    // While the toast is still there (a slow first compile may outlast it), the tour waits.
    if (await toast.isVisible()) await expect(tour).toHaveCount(0);
    await expect(toast).toHaveCount(0, { timeout: 10_000 });
    await expect(tour).toBeVisible();
    await expect(page.locator("#onboarding-tour-title")).toBeInViewport();
    await screenshot(page, "dashboard-tour-mobile-after-login");
  });
});
