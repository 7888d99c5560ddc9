import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Locator } from "@playwright/test";
import { e2eDb, expect, test } from "./fixtures";

/** Acts until the effect shows: a click that lands before hydration is simply repeated. */
async function until(action: () => Promise<void>, effect: Locator | (() => Promise<void>)) {
  await expect(async () => {
    await action();
    if (typeof effect === "function") await effect();
    else await expect(effect).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 30_000 });
}

test.describe("public pages", () => {
  test("the landing page has Login and Cadastre-se, and pricing", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth/login");
    await expect(header.getByRole("link", { name: "Cadastre-se" })).toHaveAttribute("href", "/auth/register");
    await expect(page.getByRole("heading", { name: "Plano Mensal" })).toBeVisible();
    await expect(page.getByText("R$ 50", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Em breve" })).toBeDisabled();
    // The footer's year is this year in São Paulo.
    await expect(page.getByText(`© ${todayInSaoPaulo().slice(0, 4)} Bolso`, { exact: false })).toBeVisible();
  });

  test("an unknown path shows the 404 page with a link home", async ({ page }) => {
    const res = await page.goto("/isto/nao/existe");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Cadastre-se" }).first()).toBeVisible();
  });

  test("the theme switch is hidden on login and register", async ({ page }) => {
    for (const path of ["/auth/login", "/auth/register"]) {
      await page.goto(path);
      await expect(page.getByRole("switch", { name: "Tema escuro" })).toHaveCount(0);
    }
  });
});

test.describe("protected shell", () => {
  test("a part whose read fails shows its error inside the screen, and 'Tentar novamente' brings it back", async ({
    page,
    user,
  }) => {
    expect(user.id).toBeTruthy();
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await page.goto("/dashboard");
    const sidebar = page.getByTestId("app-sidebar");
    const screenFailure = page.getByRole("alert").filter({ hasText: "Algo deu errado" });
    const balances = page.getByRole("alert").filter({ hasText: "Não foi possível carregar os saldos das contas." });
    const transfers = page.getByRole("alert").filter({ hasText: "Não foi possível carregar as transferências." });
    // A real failure of Contas' reads: the balances and the month's transfers both sum transfers,
    // whose column is gone until the test puts it back. The top bar and the sidebar read nothing
    // from that table, and the screen's own header reads nothing at all.
    await e2eDb().query("alter table transfers rename column amount to amount_off");
    try {
      await sidebar.getByRole("link", { name: "Contas" }).click();
      await expect(page).toHaveURL(/\/accounts$/);
      await expect(balances).toBeVisible();
      await expect(transfers).toBeVisible();
      await expect(page.getByRole("heading", { name: "Contas", level: 1 })).toBeVisible();
      await expect(screenFailure).toHaveCount(0);
      await expect(sidebar.getByRole("link", { name: "Contas" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("button", { name: /^Buscar/ })).toBeVisible();
    } finally {
      await e2eDb().query("alter table transfers rename column amount_off to amount");
    }
    await balances.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(page.getByText("Nenhuma conta ainda")).toBeVisible();
    await expect(page.getByText("Nenhuma transferência neste mês.")).toBeVisible();
    await expect(balances).toHaveCount(0);
    await expect(transfers).toHaveCount(0);
  });

  test("Ctrl/Cmd+B collapses the sidebar and the state survives a reload", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/dashboard");
    const sidebar = page.getByTestId("app-sidebar");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await until(
      () => page.keyboard.press("ControlOrMeta+b"),
      () => expect(sidebar).toHaveAttribute("data-state", "collapsed", { timeout: 1_500 }),
    );
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await until(
      () => page.keyboard.press("ControlOrMeta+b"),
      () => expect(sidebar).toHaveAttribute("data-state", "expanded", { timeout: 1_500 }),
    );
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("the theme choice persists across a reload", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/dashboard");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    const toggle = page.getByRole("switch", { name: "Tema escuro" });
    await until(
      () => toggle.click(),
      () => expect(html).toHaveClass(/\bdark\b/, { timeout: 1_500 }),
    );
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test("a dark choice is in the server's HTML on the next visit, and follows into other tabs", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/dashboard");
    const toggle = page.getByRole("switch", { name: "Tema escuro" });
    await until(
      () => toggle.click(),
      () => expect(page.locator("html")).toHaveClass(/\bdark\b/, { timeout: 1_500 }),
    );
    // The cookie mirrors the choice, so the server itself renders class="dark" (no script needed).
    const html = await (await page.request.get("/categories")).text();
    expect(html).toMatch(/<html[^>]*class="[^"]*\bdark\b/);

    const other = await page.context().newPage();
    await other.goto("/categories");
    await expect(other.locator("html")).toHaveClass(/\bdark\b/);
    await toggle.click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    // The other tab hears the switch on the theme's BroadcastChannel.
    await expect(other.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(other.getByRole("switch", { name: "Tema escuro" })).toHaveAttribute("aria-checked", "false");
    const light = await (await page.request.get("/categories")).text();
    expect(light).not.toMatch(/<html[^>]*class="[^"]*\bdark\b/);
    await other.close();
  });

  test("below 768 px the menu is a drawer that Esc closes", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/dashboard");
    await expect(page.getByTestId("app-sidebar")).toBeHidden();
    // Named: the first-use tour is a dialog too, and may point at the menu button on the next screen.
    const drawer = page.getByRole("dialog", { name: "Menu", exact: true });
    await until(() => page.getByRole("button", { name: "Abrir menu" }).click(), drawer);
    await expect(drawer.getByRole("link", { name: "Meios de pagamento" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await drawer.getByRole("link", { name: "Transações" }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(drawer).toBeHidden();
  });

  test("Sair ends the session and clears the stored user", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/dashboard");
    await page.evaluate(() => {
      localStorage.setItem("user", JSON.stringify({ name: "x" }));
      localStorage.setItem("subscriptionStatus", "active");
    });
    await until(() => page.getByRole("button", { name: "Menu da conta" }).click(), page.getByRole("menu"));
    await expect(page.getByRole("menuitem")).toHaveText(["Perfil", "Configurações", "Assinatura", "Sair"]);
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem("user"), localStorage.getItem("subscriptionStatus")])).toEqual([null, null]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdashboard$/);
  });
});

test.describe("shell data", () => {
  test.beforeEach(async ({ page }) => {
    // The first-use tour is another feature; it would only float over these screens.
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
  });

  test("Dashboard and Transações links carry the month the URL names; the others do not", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const sidebar = page.getByTestId("app-sidebar");
    await page.goto("/dashboard?month=6&year=2024");
    await expect(sidebar.getByRole("link", { name: "Transações" })).toHaveAttribute("href", "/transactions?month=6&year=2024");
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard?month=6&year=2024");
    await expect(sidebar.getByRole("link", { name: "Categorias" })).toHaveAttribute("href", "/categories");
    await until(
      () => sidebar.getByRole("link", { name: "Transações" }).click(),
      () => expect(page).toHaveURL(/\/transactions\?month=6&year=2024$/, { timeout: 1_500 }),
    );
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard?month=6&year=2024");

    await page.goto("/settings");
    await expect(sidebar.getByRole("link", { name: "Transações" })).toHaveAttribute("href", "/transactions");
  });

  test("the shell asks the API for nothing: the user and the bell come with the page", async ({ page, user }) => {
    // A monthly bill due tomorrow, in place since last month.
    await e2eDb().query(
      `insert into recurring_payments (user_id, name, amount, due_day, frequency, created_at)
       values ($1, 'Conta de água', '87.40', extract(day from (now() at time zone 'America/Sao_Paulo') + interval '1 day'),
               'monthly', now() - interval '40 days')`,
      [user.id],
    );
    const calls: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/")) calls.push(req.url());
    });
    await page.goto("/profile");
    await expect(page.getByTestId("bell-alert-dot")).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu da conta" })).toBeVisible();
    await until(() => page.getByRole("button", { name: "Notificações: há pagamentos vencendo" }).click(), page.getByRole("dialog", { name: "Notificações" }));
    await expect(page.getByRole("dialog", { name: "Notificações" })).toContainText("Conta de água");
    await expect(page.getByRole("dialog", { name: "Notificações" })).toContainText("Vence amanhã");
    await page.keyboard.press("Escape");
    await page.getByTestId("app-sidebar").getByRole("link", { name: "Configurações" }).click();
    await expect(page.getByRole("heading", { name: "Configurações" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([]);
    // The browser's copy of the user is the one the server rendered.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null") as unknown);
    expect(stored).toMatchObject({ _id: user.id, email: user.email, name: user.name, subscriptionStatus: "active" });
  });
});
