import type { Page } from "@playwright/test";
import { createUser, e2eDb, expect, loginAs } from "./fixtures";
import type { E2EUser } from "./fixtures";
import { readE2EState } from "./state";

/** The subscription through the fake Stripe (tests/fakes/stripe-server.ts), started by the e2e server. */
function stripeUrl(): string {
  const url = readE2EState().stripeUrl;
  if (!url) throw new Error("e2e: o Stripe falso não subiu (tests/fakes/stripe-server.ts)");
  return url;
}

export async function control(action: "fail-payment" | "end-period", email: string) {
  const res = await fetch(`${stripeUrl()}/__control/${action}?email=${encodeURIComponent(email)}`, { method: "POST" });
  if (!res.ok) throw new Error(`fake Stripe ${action} → ${res.status}`);
}

export async function statusOf(user: E2EUser) {
  const { rows } = await e2eDb().query<{ subscription_status: string; cancel_at_period_end: boolean }>(
    "select subscription_status, cancel_at_period_end from users where id = $1",
    [user.id],
  );
  return rows[0];
}

/** Logging in through the screen stores the user (and its subscription status) like a real visit. */
export async function logIn(page: Page, user: E2EUser) {
  await page.goto("/auth/login");
  await expect(page.getByRole("button", { name: "Entrar" })).toBeEnabled();
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Senha", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** From /subscription: 'Assinar Agora' → the fake hosted checkout → 'Pagar' → back on the success page. */
export async function subscribe(page: Page) {
  await page.getByRole("button", { name: "Assinar Agora" }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL(/\/subscription\/success$/);
  await expect(page.getByRole("heading", { name: "Pagamento Aprovado!" })).toBeVisible();
  await expect(page.getByText("Sua assinatura está ativa.")).toBeVisible();
}

/**
 * A new account that signs in (through the login screen, or with just a session cookie) and
 * subscribes through checkout.
 */
export async function newSubscriber(page: Page, { loginScreen = true } = {}): Promise<E2EUser> {
  const user = await createUser({ subscriptionStatus: "inactive" });
  if (loginScreen) {
    await logIn(page, user);
  } else {
    await loginAs(page, user);
    await page.goto("/dashboard");
  }
  await expect(page).toHaveURL(/\/subscription$/);
  await subscribe(page);
  return user;
}

/** A subscriber whose renewal the fake Stripe just failed: past_due. */
export async function pastDueSubscriber(page: Page, options: { loginScreen?: boolean } = {}): Promise<E2EUser> {
  const user = await newSubscriber(page, options);
  await control("fail-payment", user.email);
  expect(await statusOf(user)).toMatchObject({ subscription_status: "past_due" });
  return user;
}
