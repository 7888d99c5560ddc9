import { e2eDb, expect, screenshot, test } from "./fixtures";

// The e2e server runs with the Pluggy stand-in (tests/e2e/server.ts): "Pluggy Bank" brings a conta
// corrente (balance R$ 4.821,37) and a Mastercard with three months of rows.

const SAO_PAULO_DAY = `(now() at time zone 'America/Sao_Paulo')::date`;

/** A conta, a card and a Pix drawing from the conta, kept by hand, with this month's rows typed. */
async function seedHandKeptMonth(userId: string) {
  const db = e2eDb();
  const { rows: methods } = await db.query<{ id: string; name: string }>(
    `insert into payment_methods (user_id, name, kind, opening_balance, closing_day, due_day)
     values ($1, 'Pluggy Bank', 'account', 1000, null, null), ($1, 'Cartão Pluggy', 'credit_card', 0, 3, 10)
     returning id, name`,
    [userId],
  );
  const conta = methods.find((method) => method.name === "Pluggy Bank")!.id;
  const card = methods.find((method) => method.name === "Cartão Pluggy")!.id;
  const { rows: pix } = await db.query<{ id: string }>(
    `insert into payment_methods (user_id, name, kind, account_id) values ($1, 'Pix', 'method', $2) returning id`,
    [userId, conta],
  );
  const typed: Array<[string, string, number, string, string]> = [
    ["Salário", "6500.00", 25, "receita", conta],
    ["Aluguel", "1800.00", 20, "despesa", conta],
    ["Mercado", "187.42", 2, "despesa", pix[0]!.id],
    ["Netflix", "55.90", 4, "despesa", card],
  ];
  for (const [description, valor, daysAgo, type, method] of typed) {
    await db.query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, payment_method_id)
       values ($1, $2, $3, ${SAO_PAULO_DAY} - $4::int, (select id from transaction_types where transaction_type = $5), $6)`,
      [userId, description, valor, daysAgo, type, method],
    );
  }
}

test.describe("Connecting the bank the person already keeps by hand", () => {
  test("at 375 px: each account is linked after one confirmation, typed rows are matched, the balance is the bank's", async ({ page, user }) => {
    test.setTimeout(300_000);
    await seedHandKeptMonth(user.id);
    await page.goto("/connections");
    // The first-steps tour opens for a person with accounts but no categories: not this test's subject.
    const tour = page.getByRole("button", { name: "Fechar tour" });
    if (await tour.isVisible()) await tour.click();
    await page.getByRole("button", { name: "Conectar banco" }).last().click();
    const widget = page.getByRole("dialog", { name: "Conectar banco (simulação)" });
    await widget.getByRole("button", { name: "Pluggy Bank" }).click();
    await expect(widget).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 900 });

    // The first sync runs on the job queue and asks, per account, instead of copying.
    const connections = page.getByRole("list", { name: "Conexões bancárias" });
    await expect(async () => {
      await page.reload();
      await expect(connections.getByText("Esta é a sua “Pluggy Bank”?")).toBeVisible({ timeout: 1_000 });
      await expect(connections.getByText("Esta é a sua “Cartão Pluggy”?")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 120_000 });
    await screenshot(page, "bank-link-asked-375");

    for (const name of ["Conta corrente", "Mastercard Black"]) {
      await connections.getByRole("group", { name: `Vínculo de ${name}` }).getByRole("button", { name: "Sim, vincular" }).click();
      await expect(page.getByText("Conta vinculada.", { exact: false }).first()).toBeVisible();
    }
    await expect(async () => {
      await page.reload();
      await expect(connections.getByRole("group", { name: /^Vínculo de / })).toHaveCount(0, { timeout: 1_000 });
      await expect(connections.getByText("Conta → Pluggy Bank")).toBeVisible({ timeout: 1_000 });
      await expect(connections.getByText("Cartão de crédito → Cartão Pluggy")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });

    // The rows arrive on the person's accounts; the hand-typed ones are matched, not copied.
    await expect(async () => {
      await page.reload();
      await expect(connections.getByText(/Ajuste de saldo ao conectar/)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 120_000 });
    await expect(connections.getByText(/Ajuste de saldo ao conectar/)).toContainText("691,21");
    await screenshot(page, "bank-link-linked-375");

    const db = e2eDb();
    await expect(async () => {
      const { rows } = await db.query<{ description: string; linked: boolean }>(
        `select t.description, exists (select 1 from open_finance_transactions o where o.transaction_id = t.id) as linked
         from transactions t where t.user_id = $1 and t.description in ('Salário', 'Aluguel', 'Mercado', 'Netflix')`,
        [user.id],
      );
      expect(rows.filter((row) => row.linked)).toHaveLength(4);
    }).toPass({ timeout: 60_000 });
    const { rows: copies } = await db.query<{ n: number }>(
      `select count(*)::int as n from transactions where user_id = $1 and valor = 6500 and transaction_date >= ${SAO_PAULO_DAY} - 30`,
      [user.id],
    );
    expect(copies[0]!.n).toBe(1);
    const { rows: made } = await db.query<{ n: number }>(`select count(*)::int as n from payment_methods where user_id = $1 and name like 'Pluggy Bank ·%'`, [user.id]);
    expect(made[0]!.n).toBe(0);

    // "Saldo em contas" is the bank's.
    await expect(async () => {
      await page.goto("/accounts");
      await expect(page.getByText(/R\$\s4\.821,37/).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await screenshot(page, "bank-link-accounts-375");
  });
});
