import { formatMonthLabel } from "@/lib/format/dates";
import { currentYearMonth, todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents, formatMoney } from "@/lib/format/money";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import {
  createReferences,
  goToMonth,
  monthLabel,
  row,
  rows,
  toast,
  setupTransactionsScreen,
} from "./transactions-fixtures";
import { insertMany, insertRows } from "./transaction-rows";

/** Search, category filter, tabs, month and page: what the list shows, its totals, and the URL. */
test.describe("Transações", () => {
  setupTransactionsScreen();

  test("searches, filters, switches tabs, deletes and moves between months", async ({
    page,
    user,
  }) => {
    await createReferences(user.id);
    const now = currentYearMonth();
    const day = todayInSaoPaulo();
    await e2eDb().query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id)
       select $1, v.description, v.valor::numeric, $2::date, t.id, c.id
       from (values ('Freela', '0.10', 'receita', 'Salário'), ('Bônus', '0.20', 'receita', 'Salário'),
                    ('Padaria do bairro', '1234.56', 'despesa', 'Mercado')) as v(description, valor, kind, category)
       join transaction_types t on t.transaction_type = v.kind
       join categories c on c.user_id = $1 and c.name = v.category`,
      [user.id, day],
    );
    await page.goto("/transactions");
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByTestId("summary-receitas")).toHaveText(formatMoney(cents(30)));
    await expect(page.getByTestId("summary-saldo")).toHaveText(formatMoney(cents(-123_426)));

    // Search: after a pause the term goes into the URL, the box keeps focus, the server filters.
    const search = page.getByRole("searchbox", { name: "Buscar transações pela descrição" });
    await search.fill("BAIRRO");
    await expect(page).toHaveURL(/[?&]q=BAIRRO(&|$)/);
    await expect(rows(page)).toHaveCount(1);
    await expect(search).toBeFocused();
    await search.fill("nada disso");
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();
    await page.getByRole("link", { name: "Limpar filtros" }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(search).toHaveValue("");
    await expect(page).not.toHaveURL(/[?&]q=/);
    await page.getByRole("button", { name: /Filtrar por categoria/ }).click();
    await page.getByRole("menuitemradio", { name: "Salário" }).click();
    await expect(page).toHaveURL(/[?&]category=[0-9a-f-]{36}(&|$)/);
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole("button", { name: /Filtrar por categoria/ }).click();
    await page.getByRole("menuitemradio", { name: "Todas as categorias" }).click();
    await expect(page).not.toHaveURL(/[?&]category=/);
    await expect(rows(page)).toHaveCount(3);

    // Tabs.
    await page.getByRole("tab", { name: "Receitas" }).click();
    await expect(page).toHaveURL(/[?&]type=receita(&|$)/);
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole("tab", { name: "Despesas" }).click();
    await expect(page).toHaveURL(/[?&]type=despesa(&|$)/);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole("tab", { name: "Despesas" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Todas" }).click();
    await expect(page).not.toHaveURL(/[?&]type=/);
    await expect(rows(page)).toHaveCount(3);
    await screenshot(page, "transactions-month");

    // Delete.
    await page.getByRole("button", { name: "Excluir Freela" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
    await expect(toast(page, "Transação excluída")).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, "Freela")).toHaveCount(0);
    await expect(page.getByTestId("summary-receitas")).toHaveText(formatMoney(cents(20)));

    // Month navigation reloads that month.
    const next =
      now.month === 12
        ? { year: now.year + 1, month: 1 }
        : { year: now.year, month: now.month + 1 };
    await goToMonth(page, now, next);
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();
    await goToMonth(page, next, now);
    await expect(rows(page)).toHaveCount(2);
  });

  test("the month, filters, search and page live in the URL; totals follow the filters", async ({
    page,
    user,
  }) => {
    await createReferences(user.id);
    await insertRows(user.id, [
      { description: "Açúcar refinado", valor: "5.00", day: "2024-06-03", kind: "despesa", category: "Mercado" },
      { description: "Acucar mascavo", valor: "7.00", day: "2024-06-04", kind: "despesa", category: "Mercado" },
      { description: "AÇÚCAR de coco", valor: "11.00", day: "2024-06-05", kind: "despesa" },
      { description: "Salário", valor: "1000.00", day: "2024-06-05", kind: "receita", category: "Salário" },
      { description: "Venda de açúcar", valor: "3.00", day: "2024-06-06", kind: "receita", category: "Mercado" },
      { description: "Açúcar de julho", valor: "99.00", day: "2024-07-01", kind: "despesa", category: "Mercado" },
    ]);
    await page.goto("/transactions?month=6&year=2024");
    await expect(monthLabel(page)).toHaveText(formatMonthLabel(2024, 6));
    await expect(rows(page)).toHaveCount(5);

    // Accents and case are ignored both ways: "acucar" finds "Açúcar", "AÇÚCAR" and "Acucar".
    const search = page.getByRole("searchbox", { name: "Buscar transações pela descrição" });
    await search.pressSequentially("acucar");
    await expect(page).toHaveURL(/[?&]q=acucar(&|$)/);
    await expect(search).toBeFocused();
    await expect(rows(page)).toHaveCount(4);
    await expect(page.getByTestId("summary-receitas")).toHaveText(formatMoney(cents(300)));
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatMoney(cents(2300)));

    await page.getByRole("tab", { name: "Despesas" }).click();
    await expect(page).toHaveURL(/[?&]type=despesa(&|$)/);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByTestId("summary-receitas")).toHaveText(formatMoney(cents(0)));
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatMoney(cents(2300)));

    await page.getByRole("button", { name: /Filtrar por categoria/ }).click();
    await page.getByRole("menuitemradio", { name: "Mercado" }).click();
    await expect(page).toHaveURL(/[?&]category=[0-9a-f-]{36}(&|$)/);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatMoney(cents(1200)));
    await expect(page.getByTestId("summary-saldo")).toHaveText(formatMoney(cents(-1200)));
    const filtered = page.url();
    expect(filtered).toMatch(/month=6&year=2024/);

    // Reload and a pasted link give the same screen.
    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await expect(search).toHaveValue("acucar");
    await expect(page.getByRole("button", { name: /Filtrar por categoria: Mercado/ })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Despesas" })).toHaveAttribute("aria-selected", "true");

    // Back undoes one step at a time; forward redoes it.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]category=/);
    await expect(rows(page)).toHaveCount(3);
    await page.goForward();
    await expect(page).toHaveURL(filtered);
    await expect(rows(page)).toHaveCount(2);

    // The next month keeps the filters.
    await page.getByRole("link", { name: "Próximo mês" }).click();
    await expect(monthLabel(page)).toHaveText(formatMonthLabel(2024, 7));
    await expect(page).toHaveURL(/[?&]q=acucar(&|$)/);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatMoney(cents(9900)));

    // Bad values fall back instead of breaking the screen.
    await page.goto("/transactions?month=13&year=abc&type=x&category=nada&page=-2&q=%00");
    const now = currentYearMonth();
    await expect(monthLabel(page)).toHaveText(formatMonthLabel(now.year, now.month));
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();
  });

  test("a month of 120 rows shows 50 a page; the page is in the URL and totals cover them all", async ({
    page,
    user,
  }) => {
    // 120 expenses of 1..120 centavos in June 2024, all created in one statement (same created_at).
    await insertMany(user.id, 120, "2024-06");
    await page.goto("/transactions?month=6&year=2024");
    await expect(rows(page)).toHaveCount(50);
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatMoney(cents(7260)));
    await expect(page.getByTestId("transactions-page-status")).toContainText("Página 1 de 3");
    const seen = new Set<string>();
    const collect = async () => {
      for (const text of await rows(page).evaluateAll((items) =>
        items.map((item) => item.querySelector("p")?.textContent ?? ""),
      ))
        seen.add(text);
    };
    await collect();

    await page.getByRole("link", { name: "Próxima página" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByTestId("transactions-page-status")).toContainText("Página 2 de 3");
    await expect(rows(page)).toHaveCount(50);
    await collect();
    await page.getByRole("link", { name: "Página 3" }).click();
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    await expect(rows(page)).toHaveCount(20);
    await collect();
    // Every row shows up exactly once across the pages, whatever ties the order had to break.
    expect(seen.size).toBe(120);
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatMoney(cents(7260)));

    await page.reload();
    await expect(rows(page)).toHaveCount(20);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows(page)).toHaveCount(50);
    // A page past the end shows the last one.
    await page.goto("/transactions?month=6&year=2024&page=99");
    await expect(rows(page)).toHaveCount(20);
  });
});
