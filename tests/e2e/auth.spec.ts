import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_PASSWORD, createUser, e2eDb, expect, loginAs, screenshot, test, waitForCode } from "./fixtures";

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`;

// Every request of the run comes from 127.0.0.1: start each test with fresh auth budgets.
test.beforeEach(async () => {
  await e2eDb().query("delete from rate_limits");
});

/** Opens an auth screen and waits until its form is live (the submit button enables on hydration). */
async function openForm(page: Page, path: string, submit: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: submit })).toBeEnabled();
}

async function logIn(page: Page, email: string, password: string) {
  await openForm(page, "/auth/login", "Entrar");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

test.describe("accounts", () => {
  test("register, confirm with the e-mailed code, log in and land by subscription status", async ({ page }) => {
    const email = newEmail("nova");
    await openForm(page, "/auth/register", "Criar conta");
    await page.getByLabel("Nome completo").fill("Nina Nova");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("senha-da-nina-1");
    await page.getByLabel("Confirme a senha").fill("outra-senha-1");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByText("As senhas não coincidem.")).toBeVisible();
    await page.getByLabel("Confirme a senha").fill("senha-da-nina-1");
    await page.getByRole("button", { name: "Criar conta" }).click();

    await expect(page.getByText("Cadastro quase finalizado!")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/confirm-account$/);
    await expect(page.getByText(email)).toBeVisible();
    const code = await waitForCode(email);

    // Digits only; fewer than 6 is refused on the spot.
    const input = page.getByLabel("Código de confirmação");
    await input.pressSequentially("12ab");
    await expect(input).toHaveValue("12");
    await page.getByRole("button", { name: "Confirmar conta" }).click();
    await expect(page.getByText("Código inválido", { exact: true })).toBeVisible();
    await expect(page.getByText("O código de confirmação deve ter 6 dígitos.")).toBeVisible();

    await input.fill(code);
    await page.getByRole("button", { name: "Confirmar conta" }).click();
    await expect(page.getByText("Conta confirmada com sucesso!")).toBeVisible();
    await screenshot(page, "auth-confirmed");
    await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 10_000 });

    // A brand-new account has no subscription: straight to /subscription, no toast.
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await page.getByLabel("Senha", { exact: true }).fill("senha-da-nina-1");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    const stored: Record<string, string> = await page.evaluate(() => ({ ...localStorage }));
    expect(JSON.parse(stored.user ?? "{}")).toMatchObject({ email, name: "Nina Nova", subscriptionStatus: "inactive" });
    expect(stored.subscriptionStatus).toBe("inactive");
    expect(stored.userEmailForSubscription).toBe(email);
    expect(stored).not.toHaveProperty("token");
    const cookie = (await page.context().cookies()).find((c) => c.name === "bolso_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");

    // The guard keeps a user without access on /subscription and /settings only.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/subscription$/);
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/settings$/);

    // Once active, login greets and goes to the dashboard after 1.5 s.
    await e2eDb().query("update users set subscription_status = 'active' where email = $1", [email]);
    // Leave the app first: a prefetch still in flight would renew the session cookie after the clear.
    await page.goto("about:blank");
    await page.context().clearCookies();
    await logIn(page, email, "senha-da-nina-1");
    await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  });

  test("a VIP without a subscription goes to the dashboard", async ({ page }) => {
    const vip = await createUser({ subscriptionStatus: "inactive", vipAccess: true });
    await logIn(page, vip.email, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  });

  test("wrong credentials show the login error toast", async ({ page }) => {
    await logIn(page, newEmail("ninguem"), "senha-qualquer-1");
    await expect(page.getByText("Erro ao realizar o login!")).toBeVisible();
    await expect(page.getByText("E-mail ou senha incorretos.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test("an unconfirmed account is sent to confirm it, with a new code", async ({ page }) => {
    const pending = await createUser({ confirmed: false });
    await logIn(page, pending.email, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/auth\/confirm-account$/);
    const code = await waitForCode(pending.email);
    await page.getByLabel("Código de confirmação").fill(code);
    await page.getByRole("button", { name: "Confirmar conta" }).click();
    await expect(page.getByText("Conta confirmada com sucesso!")).toBeVisible();
  });

  test("login keeps the place of a deep link; signed in, login and sign-up lead into the app", async ({ page }) => {
    const user = await createUser();
    const deepLink = "/transactions?month=3&year=2026";
    await page.goto(deepLink);
    await expect(page).toHaveURL(`/auth/login?next=${encodeURIComponent(deepLink)}`);
    await expect(page.getByRole("button", { name: "Entrar" })).toBeEnabled();
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Senha", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(deepLink, { timeout: 10_000 });

    for (const path of ["/auth/login", "/auth/register"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    await page.goto("/auth/login?next=%2Fsettings");
    await expect(page).toHaveURL(/\/settings$/);
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Ir para o app" })).toHaveAttribute("href", "/dashboard");
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Cadastre-se" })).toHaveCount(0);
  });

  test("a next that leaves the site is ignored: login lands on the dashboard", async ({ page }) => {
    const user = await createUser();
    for (const next of ["https://evil.example/dashboard", "//evil.example/dashboard", "/\\evil.example"]) {
      // Leave the app first: a prefetch still in flight would renew the session cookie after the clear.
      await page.goto("about:blank");
      await page.context().clearCookies();
      await page.goto(`/auth/login?next=${encodeURIComponent(next)}`);
      await expect(page.getByRole("button", { name: "Entrar" })).toBeEnabled();
      await page.getByLabel("E-mail").fill(user.email);
      await page.getByLabel("Senha", { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/dashboard$/, { timeout: 10_000 });
    }
  });

  test("the confirm screen without an e-mail sends to login; protected screens need a session", async ({ page }) => {
    await page.goto("/auth/confirm-account");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
  });

  test("forgot password, reset, log in with the new password; the old session is gone", async ({ page, browser }) => {
    const user = await createUser({ name: "Rita Reset" });
    const oldToken = await loginAs(page, user);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);

    const other = await browser.newContext();
    const tab = await other.newPage();
    await openForm(tab, "/auth/forgot-password", "Enviar instruções");
    await tab.getByLabel("E-mail").fill(user.email);
    await tab.getByRole("button", { name: "Enviar instruções" }).click();
    await expect(tab.getByText("Instruções Enviadas")).toBeVisible();
    await expect(tab).toHaveURL(/\/auth\/reset-password$/);
    await expect(tab.getByLabel("E-mail")).toHaveValue(user.email);
    await expect(tab.getByLabel("E-mail")).toHaveAttribute("readonly", "");
    const code = await waitForCode(user.email);

    await tab.getByLabel("Código de redefinição").fill(code);
    await tab.getByLabel("Nova senha", { exact: true }).fill("nova-senha-rita-1");
    await tab.getByLabel("Confirme a nova senha").fill("nova-senha-rita-1");
    await tab.getByRole("button", { name: "Redefinir senha" }).click();
    await expect(tab.getByText("Senha Redefinida")).toBeVisible();
    await expect(tab).toHaveURL(/\/auth\/login$/);
    await screenshot(tab, "auth-after-reset");

    await logIn(tab, user.email, E2E_PASSWORD);
    await expect(tab.getByText("E-mail ou senha incorretos.")).toBeVisible();
    await logIn(tab, user.email, "nova-senha-rita-1");
    await expect(tab).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await other.close();

    // The session opened before the reset no longer works, by bearer or by cookie.
    const me = await page.request.get("/api/v1/user/me", { headers: { authorization: `Bearer ${oldToken}` } });
    expect(me.status()).toBe(401);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdashboard$/);
  });

  test("profile shows the stored user with initials; settings clears the cache and signs out", async ({ page, user }) => {
    const foreignHosts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1" && url.hostname !== "localhost") foreignHosts.add(url.host);
    });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: user.name })).toBeVisible();
    await expect(page.getByText(user.email).last()).toBeVisible();
    await expect(page.getByText("MT", { exact: true }).first()).toBeVisible();
    // No third-party avatar: nothing about the person is requested from another host.
    await expect(page.locator("main img")).toHaveCount(0);
    expect([...foreignHosts]).toEqual([]);
    await screenshot(page, "auth-profile");

    await page.goto("/settings");
    await expect(page.getByRole("link", { name: /Assinatura/ })).toHaveAttribute("href", "/subscription");
    await page.getByRole("button", { name: "Limpar Cache" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("incluindo o seu login");
    await dialog.getByRole("button", { name: "Limpar Cache" }).click();
    // The reload finds no session: login, ready to come back to Configurações.
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fsettings$/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await page.context().cookies()).find((c) => c.name === "bolso_session")).toBeUndefined();
  });
});
