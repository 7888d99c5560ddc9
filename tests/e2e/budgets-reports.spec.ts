import type { Page } from "@playwright/test";
import { currentYearMonth, toDay } from "@/lib/domain/calendar";
import { shootEveryWay } from "./theme-shots";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import type { E2EUser } from "./fixtures";

const NBSP = "\u00a0";
const THEMES = ["light", "dark"] as const;

async function prepare(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => {
    localStorage.setItem("theme", value);
    localStorage.setItem("onboardingTourCompleted", "true");
  }, theme);
  await page.setViewportSize({ width: 375, height: 800 });
}

/** This month: Mercado 450,50 spent (300,00 + 150,50), a 1000,00 deposit into an objective that is not spending. */
async function seedMonth(user: E2EUser) {
  const { year, month } = currentYearMonth();
  const db = e2eDb();
  const { rows } = await db.query<{ id: string; name: string }>(
    `insert into categories (user_id, name, color) values ($1, 'Mercado', '#10B981'), ($1, 'Lazer', '#8B5CF6') returning id, name`,
    [user.id],
  );
  const mercado = rows.find((r) => r.name === "Mercado")!.id;
  const { rows: objective } = await db.query<{ id: string }>(
    "insert into objectives (user_id, name, target_value) values ($1, 'Reserva', 5000) returning id",
    [user.id],
  );
  await db.query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id, is_objective, objective_id)
     select $1, d.description, d.valor, d.day::date, t.id, d.category, d.linked, d.objective
     from (values ('Supermercado', 300.00, $2, $3::uuid, false, null::uuid, 'despesa'),
                  ('Feira', 150.50, $2, $3::uuid, false, null::uuid, 'despesa'),
                  ('Reserva', 1000.00, $2, $3::uuid, true, $4::uuid, 'despesa'),
                  ('Salário', 5000.00, $2, null::uuid, false, null::uuid, 'receita'))
          as d(description, valor, day, category, linked, objective, type)
     join transaction_types t on t.transaction_type = d.type`,
    [user.id, toDay(year, month, 1), mercado, objective[0]!.id],
  );
}

test.describe("Orçamentos", () => {
  test.beforeAll(async ({ request }) => {
    await request.get("/budgets");
  });

  for (const theme of THEMES) {
    test(`empty state, create, edit inline and the bell (${theme}, 375 px)`, async ({ page, user }) => {
      await prepare(page, theme);
      await seedMonth(user);
      await page.goto("/budgets");
      await expect(page.getByRole("heading", { name: "Orçamentos", level: 1 })).toBeVisible();
      await expect(page.getByText("Nenhum orçamento neste mês")).toBeVisible();
      await screenshot(page, `budgets-empty-${theme}-375`);

      await page.getByRole("button", { name: "Criar orçamento" }).click();
      const dialog = page.getByRole("dialog", { name: "Definir orçamento" });
      await dialog.getByRole("combobox").click();
      await page.getByRole("option", { name: "Mercado" }).click();
      await dialog.getByLabel("Limite mensal (R$)").fill("500,00");
      await dialog.getByRole("button", { name: "Salvar orçamento" }).click();

      const row = page.getByTestId("budget-row").filter({ hasText: "Mercado" });
      // The deposit into "Reserva" is not spending: 450,50 of 500,00 is 90 %, amber.
      await expect(row).toContainText(`R$${NBSP}450,50 de R$${NBSP}500,00 (90%)`);
      await expect(row).toContainText("Perto do limite");
      await expect(row).toHaveAttribute("data-level", "warning");
      await screenshot(page, `budgets-amber-${theme}-375`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await row.getByRole("button", { name: "Editar limite de Mercado" }).click();
      await row.getByLabel("Limite mensal de Mercado").fill("400");
      await row.getByRole("button", { name: "Salvar limite" }).click();
      await expect(row).toHaveAttribute("data-level", "exceeded");
      await expect(row).toContainText(`R$${NBSP}50,50 acima do limite`);

      await page.getByRole("button", { name: /Notificações/ }).click();
      await expect(page.getByTestId("bell-budget")).toContainText("Orçamento: Mercado");
      await screenshot(page, `budgets-bell-${theme}-375`);
      await page.keyboard.press("Escape");

      // The month lives in the URL: the next month keeps the limit, with nothing spent yet.
      await page.getByRole("link", { name: "Próximo mês" }).click();
      await expect(page).toHaveURL(/month=\d+&year=\d+/);
      await expect(page.getByTestId("budget-row")).toContainText(`R$${NBSP}0,00 de R$${NBSP}400,00 (0%)`);
    });
  }
});

test.describe("Relatórios", () => {
  test.beforeAll(async ({ request }) => {
    await request.get("/reports");
  });

  for (const theme of THEMES) {
    test(`totals, lazy charts with tables, presets and the CSV (${theme}, 375 px)`, async ({ page, user }) => {
      await prepare(page, theme);
      await seedMonth(user);
      await page.goto("/reports");
      await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
      const totals = page.getByTestId("report-totals");
      await expect(totals).toContainText(`R$${NBSP}5.000,00`);
      await expect(totals).toContainText(`R$${NBSP}450,50`);
      await expect(totals).toContainText(`R$${NBSP}1.000,00`);
      // The charts arrive after the page; their figures are also a table for screen readers.
      await expect(page.getByTestId("cash-flow").locator(".recharts-surface").first()).toBeVisible();
      await expect(page.getByTestId("category-trend").locator("table caption")).toHaveText("Despesas por categoria e mês");
      await expect(page.getByTestId("top-categories")).toContainText("Mercado");
      await screenshot(page, `reports-${theme}-375`);
      // Nothing wider than the phone, the screen-reader tables included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await page.getByRole("link", { name: "12 meses" }).click();
      await expect(page).toHaveURL(/periodo=12m/);
      await expect(page.getByRole("link", { name: "12 meses" })).toHaveAttribute("aria-current", "page");
      const csv = page.getByRole("link", { name: "Exportar CSV" });
      const href = await csv.getAttribute("href");
      expect(href).toMatch(/^\/api\/v1\/reports\/transactions\.csv\?from=\d{4}-\d{2}&to=\d{4}-\d{2}&regime=competencia$/);
      const res = await page.request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="bolso-transacoes-\d{4}-\d{2}-a-\d{4}-\d{2}\.csv"$/);
      const body = await res.body();
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(body.toString("utf8")).toContain("Data;Descrição;Categoria;Meio de pagamento;Tipo;Valor;Parcela;Tags");
      expect(body.toString("utf8")).toContain(";Mercado;;Despesa;150,50;");
    });
  }
});

test.describe("Pagar uma conta", () => {
  test("the pay dialog records the day picked, and the row reads 'Pago em dd/MM'", async ({ page, user }) => {
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    const { year, month } = currentYearMonth();
    await e2eDb().query(
      `insert into recurring_payments (user_id, name, amount, due_day, frequency, created_at)
       values ($1, 'Internet', 99.90, 28, 'monthly', date_trunc('month', now()) - interval '1 month')`,
      [user.id],
    );
    await page.goto("/dashboard");
    const bill = page.locator(`[data-testid="pending-payment"][data-due-date="${toDay(year, month, 28)}"]`);
    await bill.getByRole("button", { name: "Marcar como pago" }).click();
    const dialog = page.getByRole("dialog", { name: "Registrar pagamento" });
    const mm = String(month).padStart(2, "0");
    await dialog.getByLabel("Data do pagamento").fill(`02/${mm}/${year}`);
    await dialog.getByRole("button", { name: "Confirmar pagamento" }).click();
    await expect(bill).toContainText(`Pago em 02/${mm}`);
    const { rows } = await e2eDb().query<{ day: string }>(
      "select to_char(transaction_date, 'YYYY-MM-DD') as day from transactions where user_id = $1 and description = 'Internet'",
      [user.id],
    );
    expect(rows).toEqual([{ day: toDay(year, month, 2) }]);
    await screenshot(page, "dashboard-paid-on");
  });
});

test.describe("Objetivos como poupança", () => {
  test("'Depositar' raises the objective without touching the month's expense; a deadline shows the monthly pace", async ({
    page,
    user,
  }) => {
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    const { year, month } = currentYearMonth();
    // Deadline at the end of next month: 1000,00 missing over 2 months is 500,00 a month.
    const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    const deadline = toDay(next.year, next.month, 28);
    await e2eDb().query("insert into objectives (user_id, name, target_value, deadline) values ($1, 'Reserva', 1000, $2)", [
      user.id,
      deadline,
    ]);
    // The money leaves an account: the only one is chosen for the deposit.
    await e2eDb().query(
      "insert into payment_methods (user_id, name, color, kind, opening_balance) values ($1, 'Conta corrente', '#0EA5E9', 'account', 1000)",
      [user.id],
    );
    await page.goto("/objectives");
    const card = page.getByTestId("objective-panel").filter({ hasText: "Reserva" });
    await expect(card.getByTestId("objective-deadline")).toContainText(`R$${NBSP}500,00 por mês`);
    await card.getByRole("button", { name: "Depositar" }).click();
    const dialog = page.getByRole("dialog", { name: "Depositar em Reserva" });
    await dialog.getByLabel("Valor do depósito (R$)").fill("200,00");
    await dialog.getByRole("button", { name: "Depositar" }).click();
    await expect(card).toContainText(`R$${NBSP}200,00`);
    // 800,00 left over 2 months.
    await expect(card.getByTestId("objective-deadline")).toContainText(`R$${NBSP}400,00 por mês`);
    await screenshot(page, "objectives-deposit");
    await page.goto("/dashboard");
    await expect(page.getByTestId("stat-expense").getByTestId("stat-value")).toHaveText(`R$${NBSP}0,00`);
    // …and "Saldo em contas" went down by what was deposited.
    await page.goto("/accounts");
    await expect(page.getByText(`R$${NBSP}800,00`).first()).toBeVisible();
  });

  test("'Retirar' asks which account the money goes to: the objective drops, the account rises, no income counted", async ({
    page,
    user,
  }) => {
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await e2eDb().query(
      "insert into payment_methods (user_id, name, color, kind, opening_balance) values ($1, 'Conta corrente', '#0EA5E9', 'account', 1000), ($1, 'Carteira', '#F59E0B', 'account', 0)",
      [user.id],
    );
    await e2eDb().query("insert into objectives (user_id, name, target_value) values ($1, 'Viagem', 5000)", [user.id]);
    await page.goto("/objectives");
    const card = page.getByTestId("objective-panel").filter({ hasText: "Viagem" });
    // Nothing to take out yet.
    await expect(card.getByRole("button", { name: "Retirar" })).toHaveCount(0);
    await card.getByRole("button", { name: "Depositar" }).click();
    const deposit = page.getByRole("dialog", { name: "Depositar em Viagem" });
    await deposit.getByLabel("Valor do depósito (R$)").fill("300,00");
    await deposit.getByRole("combobox", { name: "Conta" }).click();
    await page.getByRole("option", { name: "Conta corrente" }).click();
    await deposit.getByRole("button", { name: "Depositar" }).click();
    await expect(card).toContainText(`R$${NBSP}300,00`);

    await card.getByRole("button", { name: "Retirar" }).click();
    const withdraw = page.getByRole("dialog", { name: "Retirar de Viagem" });
    await withdraw.getByLabel("Valor da retirada (R$)").fill("120,00");
    // With two accounts, none is chosen for the person.
    await withdraw.getByRole("button", { name: "Retirar" }).click();
    await expect(withdraw.getByText("Escolha a conta para onde vai o valor.")).toBeVisible();
    await withdraw.getByRole("combobox", { name: "Conta" }).click();
    await page.getByRole("option", { name: "Carteira" }).click();
    await withdraw.getByRole("button", { name: "Retirar" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Retirada registrada" })).toBeVisible();
    await expect(card).toContainText(`R$${NBSP}180,00`);
    await screenshot(page, "objectives-withdraw");
    await page.goto("/dashboard");
    await expect(page.getByTestId("stat-revenue").getByTestId("stat-value")).toHaveText(`R$${NBSP}0,00`);
    const { rows } = await e2eDb().query<{ name: string; valor: string; type: string }>(
      `select p.name, t.valor::text as valor, tt.transaction_type as type from transactions t
       join payment_methods p on p.id = t.payment_method_id join transaction_types tt on tt.id = t.transaction_type_id
       where t.user_id = $1 and t.is_objective order by tt.transaction_type`,
      [user.id],
    );
    expect(rows).toEqual([
      { name: "Conta corrente", valor: "300.00", type: "despesa" },
      { name: "Carteira", valor: "120.00", type: "receita" },
    ]);
  });

  test("an objective kept in a caixinha follows that account's balance; 'Depositar' transfers into it", async ({ page, user }) => {
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await e2eDb().query(
      "insert into payment_methods (user_id, name, color, kind, opening_balance) values ($1, 'Conta corrente', '#0EA5E9', 'account', 1000), ($1, 'Caixinha Nubank', '#8B5CF6', 'account', 200)",
      [user.id],
    );
    await page.goto("/objectives");
    await page.getByRole("button", { name: "Novo Objetivo" }).first().click();
    const form = page.getByRole("dialog", { name: "Novo Objetivo" });
    await form.getByLabel("Nome").fill("Viagem");
    await form.getByLabel("Valor da meta").fill("2.000,00");
    await form.getByRole("combobox", { name: "Onde fica guardado" }).click();
    await page.getByRole("option", { name: "Na conta Caixinha Nubank" }).click();
    await expect(form.getByText("Uma caixinha: o dinheiro fica nessa conta")).toBeVisible();
    await form.getByRole("button", { name: "Criar objetivo" }).click();
    const card = page.getByTestId("objective-panel").filter({ hasText: "Viagem" });
    await expect(card).toContainText("Guardado em Caixinha Nubank");
    await expect(card).toContainText(`R$${NBSP}200,00`);
    await card.getByRole("button", { name: "Depositar" }).click();
    const deposit = page.getByRole("dialog", { name: "Depositar em Viagem" });
    await expect(deposit).toContainText("transferido da conta escolhida para Caixinha Nubank");
    await deposit.getByLabel("Valor do depósito (R$)").fill("300,00");
    // The caixinha itself is not offered: the only other account is chosen.
    await deposit.getByRole("button", { name: "Depositar" }).click();
    await expect(card).toContainText(`R$${NBSP}500,00`);
    await screenshot(page, "objectives-caixinha");
    await card.getByRole("button", { name: "Retirar" }).click();
    await expect(page.getByRole("dialog", { name: "Retirar de Viagem" })).toContainText("transferido de Caixinha Nubank");
    await shootEveryWay(page, "objectives", "caixinha-withdraw");
    const { rows } = await e2eDb().query<{ amount: string }>(
      "select amount::text from transfers where user_id = $1",
      [user.id],
    );
    expect(rows).toEqual([{ amount: "300.00" }]);
  });

  test("says once that earlier moves were kept 'sem conta', until 'Entendi'", async ({ page, user }) => {
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    const { rows } = await e2eDb().query<{ id: string }>(
      "insert into objectives (user_id, name, target_value) values ($1, 'Reserva', 1000) returning id",
      [user.id],
    );
    await e2eDb().query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, is_objective, objective_id)
       select $1, 'Depósito em Reserva', 250, '2026-03-01', id, true, $2 from transaction_types where transaction_type = 'despesa'`,
      [user.id, rows[0]?.id],
    );
    // What migration 0029 sets for such a person.
    await e2eDb().query("update users set objective_moves_notice_pending = true where id = $1", [user.id]);
    await page.goto("/objectives");
    const notice = page.getByRole("status").filter({ hasText: "sem conta" });
    await expect(notice).toContainText(`1 depósito ou retirada anterior em objetivos (R$${NBSP}250,00 no total)`);
    await shootEveryWay(page, "objectives", "sem-conta-notice");
    await notice.getByRole("button", { name: "Entendi" }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("objective-panel").filter({ hasText: "Reserva" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "sem conta" })).toHaveCount(0);
  });
});
