import { createUser, e2eDb, expect, loginAs, screenshot, test } from "./fixtures";
import { statusOf } from "./billing-flow";
import { readE2EState } from "./state";

test("a boleto not yet cleared shows 'Pagamento pendente', offers no second checkout, and activates once paid", async ({ page }) => {
  const user = await createUser({ subscriptionStatus: "inactive" });
  // Past the trial: a boleto then leaves the subscription waiting for its first payment.
  await e2eDb().query("update users set trial_used_at = now() where id = $1", [user.id]);
  await loginAs(page, user);
  await page.goto("/subscription");
  await page.getByRole("button", { name: "Assinar Agora" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await page.getByRole("button", { name: "Gerar boleto" }).click();
  await expect(page).toHaveURL(/\/subscription\/success$/);
  expect(await statusOf(user)).toMatchObject({ subscription_status: "inactive" });

  await page.goto("/subscription");
  await expect(page.getByText("Pagamento pendente", { exact: true })).toBeVisible();
  await expect(page.getByText("Estamos aguardando a confirmação do seu pagamento.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Assinar Agora" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancelar assinatura" })).toHaveCount(0);
  await screenshot(page, "billing-payment-pending");

  // The screen offers no checkout; the API refuses one too.
  const again = await page.evaluate(async () => {
    const res = await fetch("/api/v1/stripe/create-checkout-session", { method: "POST" });
    return { status: res.status, body: (await res.json()) as { message: string } };
  });
  expect(again.status).toBe(409);
  expect(again.body.message).toMatch(/^Há um pagamento pendente da sua assinatura/);

  const cleared = await fetch(
    `${readE2EState().stripeUrl}/__control/clear-boleto?email=${encodeURIComponent(user.email)}`,
    { method: "POST" },
  );
  expect(cleared.status).toBe(200);
  expect(await statusOf(user)).toMatchObject({ subscription_status: "active" });
  await page.reload();
  await expect(page.getByText("Ativa", { exact: true })).toBeVisible();
  await expect(page.getByText("Pagamento pendente", { exact: true })).toHaveCount(0);
});
