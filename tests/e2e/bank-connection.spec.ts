import type { Page } from "@playwright/test";
import { e2eDb, expect, screenshot, test } from "./fixtures";

// The e2e server runs with the Pluggy stand-in (tests/e2e/server.ts), as `npm run dev:bank` does;
// the screen without Pluggy's variables is tests/integration/open-finance-off.test.ts.

/** A connection as a sync leaves it: Pluggy Bank, its conta corrente as an account, two rows this month. */
async function seedConnection(userId: string) {
  const db = e2eDb();
  const { rows: methods } = await db.query<{ id: string }>(
    `insert into payment_methods (user_id, name, kind) values ($1, 'Pluggy Bank · Conta corrente', 'account'), ($1, 'Poupança', 'account') returning id`,
    [userId],
  );
  await db.query(`insert into categories (user_id, name, type) values ($1, 'Mercado', 'despesa')`, [userId]);
  const { rows: items } = await db.query<{ id: string }>(
    `insert into open_finance_items (user_id, pluggy_item_id, institution_name, status, last_synced_at)
     values ($1, $2, 'Pluggy Bank', 'UPDATED', now()) returning id`,
    [userId, `item-${userId}`],
  );
  const { rows: accounts } = await db.query<{ id: string }>(
    `insert into open_finance_accounts (user_id, item_id, pluggy_account_id, type, name, number, payment_method_id)
     values ($1, $2, $3, 'BANK', 'Conta corrente', '0001/12345-0', $4) returning id`,
    [userId, items[0]!.id, `acc-${userId}`, methods[0]!.id],
  );
  const { rows: despesa } = await db.query<{ id: string }>(`select id from transaction_types where transaction_type = 'despesa'`);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  for (const [index, description] of ["PADARIA DO ZE", "POSTO SHELL"].entries()) {
    const { rows } = await db.query<{ id: string }>(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, payment_method_id)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [userId, description, index === 0 ? "12.34" : "150.00", today, despesa[0]!.id, methods[0]!.id],
    );
    await db.query(
      `insert into open_finance_transactions (transaction_id, user_id, account_id, pluggy_transaction_id, status, raw_description, reconciled)
       values ($1, $2, $3, $4, 'POSTED', $5, $6)`,
      [rows[0]!.id, userId, accounts[0]!.id, `tx-${rows[0]!.id}`, `COMPRA CARTAO ${description}`, index === 1],
    );
  }
}

async function shoot(page: Page, name: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `${name}-${width}-${theme}`);
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

test.describe("Conexões bancárias", () => {
  test("shows a connection's accounts and the rows to review; one is accepted, one categorised", async ({ page, user }) => {
    // Sixteen full-page screenshots.
    test.setTimeout(120_000);
    await seedConnection(user.id);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "2 transações do banco a revisar" }).click();
    await expect(page).toHaveURL(/\/connections/);
    const connections = page.getByRole("list", { name: "Conexões bancárias" });
    await expect(connections.getByText("Pluggy Bank", { exact: true })).toBeVisible();
    await expect(connections.getByText(/dados de hoje, \d\d:\d\d/)).toBeVisible();
    await expect(connections.getByText("Conta → Pluggy Bank · Conta corrente")).toBeVisible();
    const review = page.getByRole("list", { name: "Grupos a revisar" });
    await expect(review.getByRole("article")).toHaveCount(2);
    await shoot(page, "connections");

    await review.getByRole("article").filter({ hasText: "POSTO SHELL" }).getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByText("1 lançamento confirmado.")).toBeVisible();
    await expect(review.getByRole("article")).toHaveCount(1);

    const padaria = review.getByRole("article").filter({ hasText: "PADARIA DO ZE" });
    await padaria.getByRole("button", { name: "Mudar categoria" }).click();
    await padaria.getByLabel("Categoria").selectOption({ label: "Mercado" });
    await padaria.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("1 lançamento categorizado.")).toBeVisible();
    // A row without a payee is offered a rule for its description.
    await page.getByRole("button", { name: "Criar regra" }).click();
    await expect(page.getByText("Regra criada")).toBeVisible();
    await expect(page.getByText("Tudo conciliado")).toBeVisible();
    await shoot(page, "connections-reviewed");
  });

  test("connects Pluggy Bank through the stand-in widget, sees the accounts and the month's rows, reviews one, disconnects", async ({ page, user }) => {
    void user;
    test.setTimeout(300_000);
    await page.goto("/connections");
    await expect(page.getByText("Nenhum banco conectado")).toBeVisible();
    await page.getByRole("button", { name: "Conectar banco" }).first().click();
    const widget = page.getByRole("dialog", { name: "Conectar banco (simulação)" });
    await widget.getByRole("button", { name: "Pluggy Bank" }).click();
    await expect(page.getByText("Banco conectado.", { exact: false })).toBeVisible();
    const connections = page.getByRole("list", { name: "Conexões bancárias" });
    await expect(connections.getByText("Pluggy Bank", { exact: true })).toBeVisible({ timeout: 20_000 });

    // The first sync runs on the job queue: the accounts and the rows arrive by themselves.
    const review = page.getByRole("list", { name: "Grupos a revisar" });
    await expect(async () => {
      await page.reload();
      await expect(connections.getByText("Conta → Pluggy Bank · Conta corrente")).toBeVisible({ timeout: 1_000 });
      await expect(review.getByRole("article").first()).toBeVisible({ timeout: 1_000 });
      // Rows show page by page; the sync is over when the connection says when it last ran.
      await expect(connections.getByText("Ainda não atualizada")).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 120_000 });
    await expect(connections.getByText("Cartão de crédito → Pluggy Bank · Mastercard Black")).toBeVisible();
    await expect(connections.getByText("Atualizada", { exact: true })).toBeVisible();
    await shoot(page, "bank-connected");

    // The review inbox: the month's Padaria Real rows (today's pending purchase among them) confirmed
    // as a group, a category opened.
    // A row the bank sent with its merchant groups under the payee, one without (today's pending
    // purchase) under its text: each group is confirmed with one tap.
    const padariaGroups = review.getByRole("article").filter({ hasText: "Padaria Real" });
    for (let left = await padariaGroups.count(); left > 0; left -= 1) {
      // The group leaves once the server has answered, and on a loaded machine that answer (locking
      // the bank rows, emitting their events) can take longer than an expectation's 7 s: wait for it.
      const answered = page.waitForResponse((response) => response.url().endsWith("/open-finance/review/groups"));
      await padariaGroups.first().getByRole("button", { name: "Confirmar" }).click();
      expect((await answered).status()).toBe(200);
      await expect(padariaGroups).toHaveCount(left - 1);
    }
    await expect(page.getByText(/^\d+ lançamentos? confirmados?\.$/).first()).toBeVisible();
    await review.getByRole("button", { name: "Mudar categoria" }).first().click();
    await expect(review.getByLabel("Categoria")).toBeVisible();
    await shoot(page, "bank-review-dialog");
    await page.keyboard.press("Escape");

    // The month's rows are in Transações, today's pending one among them, from the connected account.
    await page.goto("/transactions");
    const padaria = page.getByTestId("transaction-row").filter({ hasText: "Padaria Real" }).first();
    await expect(padaria).toBeVisible();
    await expect(padaria).toContainText("42,10");

    await page.goto("/connections");
    await connections.getByRole("button", { name: "Desconectar" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Desconectar Pluggy Bank?" });
    await expect(confirm.getByText("As transações que já chegaram continuam na sua conta")).toBeVisible();
    await confirm.getByRole("button", { name: "Desconectar" }).click();
    await expect(page.getByText("Nenhum banco conectado")).toBeVisible();
    // What arrived stays, as the person's own.
    await page.goto("/transactions");
    await expect(page.getByTestId("transaction-row").filter({ hasText: "Padaria Real" }).first()).toBeVisible();
  });
});
