import { createUser, e2eDb, expect, screenshot, test } from "./fixtures";
import { logIn, newSubscriber, pastDueSubscriber, statusOf, subscribe } from "./billing-flow";

test.beforeEach(async () => {
  await e2eDb().query("delete from rate_limits");
});

test.describe("billing", () => {
  test("a new user subscribes through checkout, lands on 'Pagamento Aprovado!' and reaches the dashboard", async ({ page }) => {
    const user = await createUser({ subscriptionStatus: "inactive" });
    await logIn(page, user);
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByText("Sua conta ainda não tem uma assinatura ativa.", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Plano Mensal" })).toBeVisible();
    await expect(page.getByText("7 dias grátis", { exact: true })).toBeVisible();
    for (const feature of ["Dashboard completo", "Criação de metas", "Categorização automática", "Relatórios avançados", "Suporte prioritário"]) {
      await expect(page.getByText(feature)).toBeVisible();
    }
    await screenshot(page, "billing-plan");

    await subscribe(page);
    await screenshot(page, "billing-success");
    expect(await statusOf(user)).toMatchObject({ subscription_status: "active" });
    // The page arrives already saying so; the browser's stored copy follows once it hydrates.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("subscriptionStatus"))).toBe("active");

    await page.getByRole("link", { name: "Ir para o Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("cancelling shows the yellow notice, and resuming clears it", async ({ page }) => {
    const user = await newSubscriber(page);
    await page.goto("/subscription");
    await expect(page.getByText(/Próxima cobrança em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    // The trial's R$ 0,00 invoice is not a payment.
    await expect(page.getByRole("cell", { name: "Teste grátis" })).toBeVisible();

    await page.getByRole("button", { name: "Cancelar assinatura" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar assinatura" }).click();
    await expect(page.getByText("Cancelamento agendado", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Sua assinatura será cancelada em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await screenshot(page, "billing-cancelling");
    expect(await statusOf(user)).toMatchObject({ subscription_status: "active", cancel_at_period_end: true });

    // Access lasts until the end of the period.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/subscription");

    await page.getByRole("button", { name: "Reativar assinatura" }).click();
    await expect(page.getByText("Assinatura reativada")).toBeVisible();
    await expect(page.getByText(/Sua assinatura será cancelada em/)).toHaveCount(0);
    await expect(page.getByText(/Próxima cobrança em/)).toBeVisible();
    expect(await statusOf(user)).toMatchObject({ cancel_at_period_end: false });
  });

  test("a failed invoice shows the red past_due message; the guard allows only /subscription and /settings", async ({ page }) => {
    await pastDueSubscriber(page);

    await page.goto("/subscription");
    await expect(page.getByText("Não conseguimos cobrar a sua assinatura.")).toBeVisible();
    await expect(page.getByRole("cell", { name: "Falhou" })).toBeVisible();
    await screenshot(page, "billing-past-due");

    for (const path of ["/dashboard", "/transactions", "/categories"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/subscription$/);
    }
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/settings$/);

    // 'Atualizar Pagamento' opens the portal; paying there brings the subscription back.
    await page.goto("/subscription");
    await page.getByRole("button", { name: "Atualizar Pagamento" }).click();
    await expect(page).toHaveURL(/\/portal\/bps_/);
    await page.getByRole("button", { name: "Atualizar forma de pagamento" }).click();
    await page.getByRole("link", { name: "Voltar ao Bolso" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByText(/Próxima cobrança em/)).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a VIP user is never asked to pay", async ({ page }) => {
    const user = await createUser({ subscriptionStatus: "inactive", vipAccess: true });
    await logIn(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ["/transactions", "/categories", "/dashboard"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    const res = await page.request.get("/api/v1/category/list-all");
    expect(res.status()).toBe(200);
    await page.goto("/subscription");
    await expect(page.getByText("Sua conta tem acesso VIP", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Assinar Agora" })).toHaveCount(0);
  });
});
