import type { Page } from "@playwright/test";
import { createUser, e2eDb, expect, loginAs, screenshot, test } from "./fixtures";

/**
 * The page's text as the server's HTML carries it, scripts (and the data they hold) left out:
 * what a browser without JavaScript receives.
 */
async function serverText(page: Page, path: string): Promise<{ html: string; text: string }> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  const html = (await res.text()).replace(/<script\b[\s\S]*?<\/script>/g, " ");
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
  return { html, text };
}

test.describe("account screens without JavaScript", () => {
  test("settings and subscription arrive rendered in the server's HTML", async ({ page, browser }) => {
    const user = await createUser({ name: "Sofia Sem Script", subscriptionStatus: "inactive" });
    await loginAs(page, user);

    const subscription = await serverText(page, "/subscription");
    expect(subscription.text).toContain("Sua conta ainda não tem uma assinatura ativa.");
    expect(subscription.text).toContain("Plano Mensal");
    expect(subscription.text).toContain("Assinar Agora");
    expect(subscription.text).toContain("Dashboard completo");

    const settings = await serverText(page, "/settings");
    expect(settings.text).toContain("Veja seu plano, pagamentos e faturas.");
    expect(settings.text).toContain("Limpar Cache");

    // Without access the profile still opens, scripts or not: exporting or deleting one's data
    // never depends on paying. Any other screen is behind the guard.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const tab = await noScript.newPage();
    await loginAs(tab, user);
    await tab.goto("/profile");
    await expect(tab).toHaveURL(/\/profile$/);
    expect(await tab.content()).toContain("Exportar meus dados");
    await tab.goto("/dashboard");
    await expect(tab).toHaveURL(/\/subscription$/);
    await noScript.close();
  });

  test("the profile and the shell carry the user, and the bell its bill, in the server's HTML", async ({ page }) => {
    const user = await createUser({ name: "Paulo Perfil" });
    await loginAs(page, user);
    const before = await serverText(page, "/profile");
    expect(before.text).toContain("Paulo Perfil");
    expect(before.text).toContain(user.email);
    expect(before.text).toContain(" PP ");
    expect(before.text).toContain("Assinatura ativa");
    expect(before.html).toContain('aria-label="Notificações"');
    expect(before.html).not.toContain('data-testid="bell-alert-dot"');

    // A monthly bill due today, in place since last month: the dot is in the HTML already.
    await e2eDb().query(
      `insert into recurring_payments (user_id, name, amount, due_day, frequency, created_at)
       values ($1, 'Aluguel', '1500.00', extract(day from now() at time zone 'America/Sao_Paulo'), 'monthly', now() - interval '40 days')`,
      [user.id],
    );
    const after = await serverText(page, "/settings");
    expect(after.html).toContain('aria-label="Notificações: há pagamentos vencendo"');
    expect(after.html).toContain('data-testid="bell-alert-dot"');
  });
});

test.describe("account screens, light and dark, 1280 and 375 px", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      test(`${theme} at ${width} px`, async ({ page }) => {
        await page.addInitScript((chosen) => {
          localStorage.setItem("theme", chosen);
          localStorage.setItem("onboardingTourCompleted", "true");
        }, theme);
        await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
        const user = await createUser({ name: "Clara Conta" });
        await loginAs(page, user);
        for (const path of ["/profile", "/settings", "/subscription"]) {
          await page.goto(path);
          await expect(page.locator("main h1").first()).toBeVisible();
          await page.waitForLoadState("networkidle");
          await screenshot(page, `account${path.replace("/", "-")}-${theme}-${width}`);
        }
        if (width < 768) {
          await page.getByRole("button", { name: "Abrir menu" }).click();
          await expect(page.getByRole("dialog")).toBeVisible();
          await screenshot(page, `account-drawer-${theme}-${width}`);
        }
      });
    }
  }
});

test.describe("clearing the cache", () => {
  test("'Limpar Cache' asks first: Esc and Cancelar keep the session and give focus back, confirming signs out", async ({ page }) => {
    const user = await createUser({ name: "Clara Cache" });
    await loginAs(page, user);
    await page.goto("/settings");
    const button = page.getByRole("button", { name: "Limpar Cache" });
    const dialog = page.getByRole("alertdialog", { name: "Limpar o cache?" });

    await button.click();
    await expect(dialog).toContainText("incluindo o seu login");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await dialog.getByRole("button", { name: "Limpar Cache" }).click();
    await expect(page.getByText("Cache limpo", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/, { timeout: 10_000 });
  });
});
