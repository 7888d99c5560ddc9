import type { Page } from "@playwright/test";
import { createUser, e2eDb, expect, screenshot, test } from "./fixtures";
import type { E2EUser } from "./fixtures";
import { readE2EState } from "./state";

/** The subscription through the fake Stripe (tests/fakes/stripe-server.ts), started by the e2e server. */
function stripeUrl(): string {
  const url = readE2EState().stripeUrl;
  if (!url) throw new Error("e2e: o Stripe falso não subiu (tests/fakes/stripe-server.ts)");
  return url;
}

async function control(action: "fail-payment" | "end-period", email: string) {
  const res = await fetch(`${stripeUrl()}/__control/${action}?email=${encodeURIComponent(email)}`, { method: "POST" });
  if (!res.ok) throw new Error(`fake Stripe ${action} → ${res.status}`);
}

async function statusOf(user: E2EUser) {
  const { rows } = await e2eDb().query<{ subscription_status: string; cancel_at_period_end: boolean }>(
    "select subscription_status, cancel_at_period_end from users where id = $1",
    [user.id],
  );
  return rows[0];
}

// Logging in through the screen stores the user (and its subscription status) like a real visit.
async function logIn(page: Page, user: E2EUser) {
  await page.goto("/auth/login");
  await expect(page.getByRole("button", { name: "Entrar" })).toBeEnabled();
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Senha", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** From /subscription: 'Assinar Agora' → the fake hosted checkout → 'Pagar' → back on the success page. */
async function subscribe(page: Page) {
  await page.getByRole("button", { name: "Assinar Agora" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL(/\/subscription\/success$/);
  await expect(page.getByRole("heading", { name: "Pagamento Aprovado!" })).toBeVisible();
  await expect(page.getByText("Sua assinatura está ativa.")).toBeVisible();
}

async function newSubscriber(page: Page): Promise<E2EUser> {
  const user = await createUser({ subscriptionStatus: "inactive" });
  await logIn(page, user);
  await expect(page).toHaveURL(/\/subscription$/);
  await subscribe(page);
  return user;
}

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
    const stored = await page.evaluate(() => localStorage.getItem("subscriptionStatus"));
    expect(stored).toBe("active");

    await page.getByRole("link", { name: "Ir para o Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  });

  test("cancelling shows the yellow notice, and resuming clears it", async ({ page }) => {
    const user = await newSubscriber(page);
    await page.goto("/subscription");
    await expect(page.getByText(/Próxima cobrança em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(page.getByRole("cell", { name: "Pago" })).toBeVisible();

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
    const user = await newSubscriber(page);
    await control("fail-payment", user.email);
    expect(await statusOf(user)).toMatchObject({ subscription_status: "past_due" });

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
