import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { e2eDb, expect, test } from "./fixtures";
import { shootEveryWay } from "./theme-shots";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

/**
 * A connection as a sync leaves it, this month: iFood three times with the bank's suggestion
 * (Restaurantes), Uber twice without a category, one salary, and one iFood row the person typed
 * without a category (not from the bank, so not in review).
 */
async function seedInbox(userId: string) {
  const db = e2eDb();
  const { rows: methods } = await db.query<{ id: string }>(
    `insert into payment_methods (user_id, name, kind) values ($1, 'Pluggy Bank · Conta corrente', 'account'), ($1, 'Poupança', 'account') returning id`,
    [userId],
  );
  const { rows: cats } = await db.query<{ id: string; name: string }>(
    `insert into categories (user_id, name, type) values ($1, 'Restaurantes', 'despesa'), ($1, 'Delivery', 'despesa'), ($1, 'Transporte', 'despesa'), ($1, 'Salário', 'receita') returning id, name`,
    [userId],
  );
  const category = (name: string) => cats.find((row) => row.name === name)!.id;
  const { rows: payees } = await db.query<{ id: string }>(
    `insert into payees (user_id, name, name_key, kind) values ($1, 'iFood', 'ifood', 'empresa') returning id`,
    [userId],
  );
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
  const { rows: types } = await db.query<{ id: string; transaction_type: string }>(`select id, transaction_type from transaction_types`);
  const typeId = (name: string) => types.find((row) => row.transaction_type === name)!.id;
  const day = today();
  const rows: { description: string; valor: string; type: string; payee?: string; category?: string; source?: string; bank: boolean }[] = [
    { description: "IFD*IFOOD SAO PAULO", valor: "42.90", type: "despesa", payee: payees[0]!.id, category: category("Restaurantes"), source: "bank", bank: true },
    { description: "IFOOD.COM AGENCIA", valor: "35.50", type: "despesa", payee: payees[0]!.id, category: category("Restaurantes"), source: "bank", bank: true },
    { description: "IFD*IFOOD RESTAURANTE", valor: "58.00", type: "despesa", payee: payees[0]!.id, category: category("Restaurantes"), source: "mcc", bank: true },
    { description: "UBER *TRIP 1234", valor: "18.40", type: "despesa", bank: true },
    { description: "UBER *TRIP 5678", valor: "22.10", type: "despesa", bank: true },
    { description: "SALARIO EMPRESA X", valor: "5000.00", type: "receita", category: category("Salário"), source: "bank", bank: true },
    { description: "iFood jantar", valor: "61.00", type: "despesa", payee: payees[0]!.id, bank: false },
  ];
  for (const row of rows) {
    const { rows: inserted } = await db.query<{ id: string }>(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, payment_method_id, payee_id, category_id, category_source)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [userId, row.description, row.valor, day, typeId(row.type), methods[0]!.id, row.payee ?? null, row.category ?? null, row.source ?? null],
    );
    if (!row.bank) continue;
    await db.query(
      `insert into open_finance_transactions (transaction_id, user_id, account_id, pluggy_transaction_id, status, raw_description, pluggy_category)
       values ($1, $2, $3, $4, 'POSTED', $5, $6)`,
      [inserted[0]!.id, userId, accounts[0]!.id, `tx-${inserted[0]!.id}`, row.description, row.source === "bank" ? "Alimentação › Restaurantes" : null],
    );
  }
  return { payeeId: payees[0]!.id, delivery: category("Delivery") };
}

async function seriousFindings(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id);
}

test.describe("A revisar: the review inbox", () => {
  test("groups the month's bank rows by payee and confirms a group from the keyboard", async ({ page, user }) => {
    test.setTimeout(300_000);
    await seedInbox(user.id);
    await page.goto("/connections");
    // The menu counts the rows waiting.
    await expect(page.getByRole("link", { name: /Conexões bancárias\s+6 lançamentos para revisar/ }).first()).toBeAttached();
    const inbox = page.getByRole("list", { name: "Grupos a revisar" });
    const groups = inbox.getByRole("article");
    await expect(groups).toHaveCount(3);
    // Suggestions first: iFood (3 rows) before the salary (1 row), then Uber without a category.
    await expect(groups.nth(0)).toContainText("iFood");
    await expect(groups.nth(0)).toContainText("3 lançamentos · Restaurantes");
    await expect(groups.nth(0)).toContainText("R$\u00a0136,40");
    await expect(groups.nth(1)).toContainText("SALARIO EMPRESA X");
    await expect(groups.nth(2)).toContainText("2 lançamentos · sem categoria");
    await shootEveryWay(page, "review-inbox", "inbox");
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
      expect(await seriousFindings(page)).toEqual([]);
    }
    await page.evaluate(() => document.documentElement.classList.remove("dark"));

    // A group's rows open with why each has its category.
    await groups.nth(0).getByRole("button", { name: "Ver 3 lançamentos" }).click();
    const ifoodRows = groups.nth(0).getByRole("list", { name: "Lançamentos de iFood" });
    await expect(ifoodRows.getByRole("listitem")).toHaveCount(3);
    await expect(ifoodRows.getByText("Restaurantes, pela categoria do banco (Alimentação › Restaurantes)")).toHaveCount(2);
    await expect(ifoodRows.getByText("Restaurantes, pelo tipo de estabelecimento")).toHaveCount(1);
    await shootEveryWay(page, "review-inbox", "rows");

    // j/k move between the groups; Enter confirms the focused one.
    await groups.nth(0).focus();
    await page.keyboard.press("j");
    await expect(groups.nth(1)).toBeFocused();
    await page.keyboard.press("j");
    await expect(groups.nth(2)).toBeFocused();
    await page.keyboard.press("k");
    await expect(groups.nth(1)).toBeFocused();
    await page.keyboard.press("k");
    await expect(groups.nth(0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("3 lançamentos confirmados.")).toBeVisible();
    await expect(groups).toHaveCount(2);
    // Focus moves on to the next group, which keeps the keyboard going.
    await expect(groups.nth(0)).toBeFocused();
    await expect(groups.nth(0)).toContainText("SALARIO EMPRESA X");
    const { rows } = await e2eDb().query<{ category_source: string; needs_review: boolean }>(
      `select t.category_source, o.needs_review from transactions t join open_finance_transactions o on o.transaction_id = t.id
       where t.user_id = $1 and t.payee_id is not null`,
      [user.id],
    );
    expect(rows).toEqual(Array.from({ length: 3 }, () => ({ category_source: "person", needs_review: false })));
    await shootEveryWay(page, "review-inbox", "confirmed");

    // "Confirmar tudo" empties the month: the empty state says it is reconciled.
    await page.getByRole("button", { name: "Confirmar tudo" }).click();
    await expect(page.getByText("Tudo conciliado")).toBeVisible();
    await expect(page.getByText(/o mês está conciliado/)).toBeVisible();
    // Read again, the month is still the one shown.
    await page.reload();
    await expect(page.getByText(/Nenhum lançamento de \w+ de \d{4} espera por você: o mês está conciliado\./)).toBeVisible();
    await shootEveryWay(page, "review-inbox", "empty");
  });

  test("recategorising a payee's group offers its other rows of the month and 'Sempre'", async ({ page, user }) => {
    test.setTimeout(300_000);
    const { payeeId, delivery } = await seedInbox(user.id);
    await page.goto("/connections");
    const groups = page.getByRole("list", { name: "Grupos a revisar" }).getByRole("article");
    await expect(groups.nth(0)).toContainText("iFood");
    // c opens the category of the focused group.
    await groups.nth(0).focus();
    await page.keyboard.press("c");
    const select = groups.nth(0).getByLabel("Categoria");
    await expect(select).toBeFocused();
    await select.selectOption({ label: "Delivery" });
    await groups.nth(0).getByRole("button", { name: "Aplicar" }).click();
    await expect(page.getByText("3 lançamentos categorizados.")).toBeVisible();
    const offer = page.getByText("Mesma categoria para “iFood”?");
    await expect(offer).toBeVisible();
    await expect(page.getByRole("button", { name: "Aplicar aos outros 1 lançamento de “iFood” neste mês" })).toBeVisible();
    await shootEveryWay(page, "review-inbox", "offer");
    await page.getByRole("button", { name: "Sempre", exact: true }).click();
    await expect(page.getByText("“iFood” vai sempre para esta categoria.")).toBeVisible();
    const { rows } = await e2eDb().query<{ default_category_id: string }>(`select default_category_id from payees where id = $1`, [payeeId]);
    expect(rows[0]?.default_category_id).toBe(delivery);
  });
});
