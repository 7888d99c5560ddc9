import type { Locator, Page } from "@playwright/test";
import { currentYearMonth, formatMonthLabel, todayInSaoPaulo } from "@/lib/dates";
import { formatBRL } from "@/lib/money";
import { e2eDb, expect, loginAs, screenshot, test } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";

const rows = (page: Page) => page.getByTestId("transaction-row");
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const monthLabel = (page: Page) => page.getByTestId("month-label");

async function createReferences(userId: string) {
  const db = e2eDb();
  await db.query(
    `insert into categories (user_id, name, color) values ($1, 'Mercado', '#F59E0B'), ($1, 'Salário', '#10B981')`,
    [userId],
  );
  await db.query(
    `insert into payment_methods (user_id, name, color) values ($1, 'Pix', '#6366F1')`,
    [userId],
  );
  await db.query(
    `insert into objectives (user_id, name, target_value) values ($1, 'Viagem', 5000)`,
    [userId],
  );
  // Money already in Viagem, months ago: a receita linked to it withdraws, which needs a balance.
  await db.query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, is_objective, objective_id)
     select $1, 'Depósito inicial', 100, (current_date - interval '3 months')::date, tt.id, true, o.id
     from transaction_types tt, objectives o where tt.transaction_type = 'despesa' and o.user_id = $1`,
    [userId],
  );
}

async function pick(dialog: Locator, page: Page, field: string, option: string) {
  await dialog.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Opens 'Nova Transação' and fills what every transaction needs. */
async function openNew(page: Page, description: string, valor: string) {
  await page.getByRole("button", { name: "Nova Transação" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova Transação" });
  await dialog.getByRole("textbox", { name: "Descrição" }).fill(description);
  await dialog.getByRole("textbox", { name: /^Valor/ }).fill(valor);
  return dialog;
}

/** Steps with the month links, waiting for each month's URL before the next click. */
async function goToMonth(
  page: Page,
  from: { year: number; month: number },
  to: { year: number; month: number },
) {
  const steps = to.year * 12 + to.month - (from.year * 12 + from.month);
  const link = page.getByRole("link", { name: steps > 0 ? "Próximo mês" : "Mês anterior" });
  let index = from.year * 12 + from.month - 1;
  for (let i = 0; i < Math.abs(steps); i++) {
    await link.click();
    index += Math.sign(steps);
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    await expect(page).toHaveURL(new RegExp(`[?&]month=${month}&year=${year}(&|$)`));
    await expect(monthLabel(page)).toHaveText(formatMonthLabel(year, month));
  }
}

test.describe("Transações", () => {
  // `next dev` compiles a route on its first request: do it before the clock starts.
  test.beforeAll(async ({ request }) => {
    await request.get("/transactions");
    await request.get("/api/v1/transaction/list-all?month=1");
    await request.get("/api/v1/transaction/transaction-types");
  });

  test.beforeEach(async ({ page }) => skipOnboardingTour(page));

  test("creates income and expenses with exact sums, then edits one", async ({ page, user }) => {
    await createReferences(user.id);
    const now = currentYearMonth();
    await page.goto("/transactions");
    await expect(page.getByRole("heading", { level: 1, name: "Transações" })).toBeVisible();
    await expect(monthLabel(page)).toHaveText(formatMonthLabel(now.year, now.month));
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();

    // An income linked to an objective; unticking the link clears the choice.
    let dialog = await openNew(page, "Freela", "0,10");
    await dialog.getByRole("radio", { name: "Receita" }).check({ force: true });
    await expect(dialog.getByText("Compra parcelada")).toBeHidden();
    await dialog.getByRole("checkbox", { name: "Vincular a um objetivo" }).click();
    await pick(dialog, page, "Objetivo", "Viagem");
    await dialog.getByRole("checkbox", { name: "Vincular a um objetivo" }).click();
    await expect(dialog.getByRole("combobox", { name: "Objetivo" })).toBeHidden();
    await dialog.getByRole("checkbox", { name: "Vincular a um objetivo" }).click();
    await expect(dialog.getByRole("combobox", { name: "Objetivo" })).toHaveText(
      "Selecione um objetivo",
    );
    await pick(dialog, page, "Objetivo", "Viagem");
    await pick(dialog, page, "Categoria", "Salário");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Transação adicionada")).toBeVisible();
    await expect(row(page, "Freela")).toContainText(`+ ${formatBRL(0.1)}`);
    const { rows: linked } = await e2eDb().query<{ name: string }>(
      `select o.name from transactions t join objectives o on o.id = t.objective_id
       where t.user_id = $1 and t.is_objective and t.description = 'Freela'`,
      [user.id],
    );
    expect(linked.map((r) => r.name)).toEqual(["Viagem"]);

    dialog = await openNew(page, "Bônus", "0,20");
    await dialog.getByRole("radio", { name: "Receita" }).check({ force: true });
    await pick(dialog, page, "Categoria", "Salário");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(toast(page, "Transação adicionada").last()).toBeVisible();

    dialog = await openNew(page, "Padaria", "0,20");
    await expect(dialog.getByText(formatBRL(0.2), { exact: true })).toBeVisible();
    await pick(dialog, page, "Categoria", "Mercado");
    await pick(dialog, page, "Meio de pagamento", "Pix");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(rows(page)).toHaveCount(3);

    // Exact sums: 0,10 + 0,20 = 0,30.
    await expect(page.getByTestId("summary-receitas")).toHaveText(formatBRL(0.3));
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatBRL(0.2));
    await expect(page.getByTestId("summary-saldo")).toHaveText(formatBRL(0.1));
    await expect(row(page, "Padaria")).toContainText("Mercado");
    await expect(row(page, "Padaria")).toContainText(`- ${formatBRL(0.2)}`);

    // Edit.
    await page.getByRole("button", { name: "Editar Padaria" }).click();
    dialog = page.getByRole("dialog", { name: "Editar Transação" });
    await expect(dialog.getByRole("textbox", { name: "Valor" })).toHaveValue("0,20");
    await expect(dialog.getByRole("checkbox", { name: "Compra parcelada" })).toBeDisabled();
    await dialog.getByRole("textbox", { name: "Descrição" }).fill("Padaria do bairro");
    await dialog.getByRole("textbox", { name: "Valor" }).fill("1.234,56");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Transação atualizada")).toBeVisible();
    await expect(row(page, "Padaria do bairro")).toContainText(`- ${formatBRL(1234.56)}`);
    await expect(page.getByTestId("summary-saldo")).toHaveText(`- ${formatBRL(1234.26)}`);
  });

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
    await expect(page.getByTestId("summary-receitas")).toHaveText(formatBRL(0.3));
    await expect(page.getByTestId("summary-saldo")).toHaveText(`- ${formatBRL(1234.26)}`);

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
    await expect(page.getByTestId("summary-receitas")).toHaveText(formatBRL(0.2));

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

  test("a 10x purchase on 31/12 runs into the next year, clamped to February's end", async ({
    page,
    user,
  }) => {
    await createReferences(user.id);
    const now = currentYearMonth();
    const december = { year: now.year, month: 12 };
    await page.goto("/transactions");
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();

    const dialog = await openNew(page, "Geladeira", "100,03");
    await dialog.getByLabel("Data", { exact: true }).fill(`31/12/${now.year}`);
    // Income turns the instalment option off.
    await dialog.getByRole("checkbox", { name: "Compra parcelada" }).click();
    await dialog.getByRole("radio", { name: "Receita" }).check({ force: true });
    await dialog.getByRole("radio", { name: "Despesa" }).check({ force: true });
    await expect(dialog.getByRole("checkbox", { name: "Compra parcelada" })).not.toBeChecked();
    await dialog.getByRole("checkbox", { name: "Compra parcelada" }).click();
    await expect(dialog.getByRole("checkbox", { name: "Vincular a um objetivo" })).toBeHidden();
    await expect(dialog.getByTestId("installment-preview")).toHaveText(
      `1 x de ${formatBRL(50.02)} + 1 x de ${formatBRL(50.01)}`,
    );
    await dialog.getByRole("spinbutton", { name: "Parcelas" }).fill("10");
    await expect(dialog.getByTestId("installment-preview")).toHaveText(
      `1 x de ${formatBRL(10.03)} + 9 x de ${formatBRL(10)}`,
    );
    await dialog.getByRole("textbox", { name: "Valor total" }).fill("100,00");
    await expect(dialog.getByTestId("installment-preview")).toHaveText(`10 x de ${formatBRL(10)}`);
    await dialog.getByRole("textbox", { name: "Valor total" }).fill("100,03");
    await pick(dialog, page, "Categoria", "Mercado");
    await screenshot(page, "transactions-installment-dialog");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(toast(page, "Transação adicionada")).toBeVisible();

    await goToMonth(page, now, december);
    await expect(row(page, "Geladeira (1/10)")).toContainText(`- ${formatBRL(10.03)}`);
    await expect(row(page, "Geladeira (1/10)")).toContainText("31/12/");
    const january = { year: now.year + 1, month: 1 };
    await goToMonth(page, december, january);
    await expect(row(page, "Geladeira (2/10)")).toContainText(`31/01/${now.year + 1}`);
    const february = { year: now.year + 1, month: 2 };
    await goToMonth(page, january, february);
    const lastDay = new Date(Date.UTC(now.year + 1, 2, 0)).getUTCDate();
    await expect(row(page, "Geladeira (3/10)")).toContainText(`${lastDay}/02/${now.year + 1}`);
    await expect(row(page, "Geladeira (3/10)")).toContainText(`- ${formatBRL(10)}`);

    // A parcel is edited alone and stays an expense.
    await page.getByRole("button", { name: "Editar Geladeira (3/10)" }).click();
    const edit = page.getByRole("dialog", { name: "Editar Transação" });
    await expect(edit.getByRole("checkbox", { name: "Compra parcelada" })).toBeChecked();
    await expect(edit.getByRole("checkbox", { name: "Compra parcelada" })).toBeDisabled();
    await expect(edit.getByRole("radio", { name: "Receita" })).toBeDisabled();
    await expect(edit.getByRole("spinbutton", { name: "Parcelas" })).toBeHidden();
    await edit.getByRole("textbox", { name: "Valor" }).fill("12,00");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Transação atualizada")).toBeVisible();
    await expect(row(page, "Geladeira (3/10)")).toContainText(`- ${formatBRL(12)}`);

    // Deleting this parcel and the following ones keeps the earlier ones.
    await page.getByRole("button", { name: "Excluir Geladeira (3/10)" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Esta e as próximas" }).click();
    await expect(toast(page, "Transação excluída")).toBeVisible();
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();
    await goToMonth(page, february, { year: now.year + 1, month: 3 });
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();
    await goToMonth(page, { year: now.year + 1, month: 3 }, january);
    await expect(row(page, "Geladeira (2/10)")).toBeVisible();

    const { rows: left } = await e2eDb().query<{ count: string }>(
      "select count(*) from transactions where user_id = $1 and not is_objective",
      [user.id],
    );
    expect(left[0]?.count).toBe("2");

    // Only this parcel.
    await page.getByRole("button", { name: "Excluir Geladeira (2/10)" }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Somente esta parcela" })
      .click();
    await expect(toast(page, "Transação excluída").first()).toBeVisible();
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();
  });

  test("usable at 375 px: the row actions live in a menu", async ({ page, user }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await createReferences(user.id);
    const today = todayInSaoPaulo();
    await e2eDb().query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
       select $1, 'Café', '4.50', $2::date, id from transaction_types where transaction_type = 'despesa'`,
      [user.id, today],
    );
    await e2eDb().query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id,
         installment_group_id, installment_index, installment_count)
       select $1, 'Geladeira frost free duplex inox 480 litros (3/10)', '250.00', $2::date, id,
         gen_random_uuid(), 3, 10
       from transaction_types where transaction_type = 'despesa'`,
      [user.id, today],
    );
    await page.goto("/transactions");
    await expect(row(page, "Café")).toContainText(`- ${formatBRL(4.5)}`);
    // A long name is cut, the parcel marker never is.
    await expect(row(page, "Geladeira").getByText("(3/10)")).toBeInViewport({ ratio: 1 });
    await page.getByRole("button", { name: "Ações de Café" }).click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
    const edit = page.getByRole("dialog", { name: "Editar Transação" });
    await edit.getByRole("textbox", { name: "Descrição" }).fill("Café expresso");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Transação atualizada")).toBeVisible();
    await page.getByRole("button", { name: "Ações de Café expresso" }).click();
    await page.getByRole("menuitem", { name: "Excluir" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
    await expect(toast(page, "Transação excluída")).toBeVisible();
    await screenshot(page, "transactions-375");
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
    await expect(page.getByTestId("summary-receitas")).toHaveText(formatBRL(3));
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatBRL(23));

    await page.getByRole("tab", { name: "Despesas" }).click();
    await expect(page).toHaveURL(/[?&]type=despesa(&|$)/);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByTestId("summary-receitas")).toHaveText(formatBRL(0));
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatBRL(23));

    await page.getByRole("button", { name: /Filtrar por categoria/ }).click();
    await page.getByRole("menuitemradio", { name: "Mercado" }).click();
    await expect(page).toHaveURL(/[?&]category=[0-9a-f-]{36}(&|$)/);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatBRL(12));
    await expect(page.getByTestId("summary-saldo")).toHaveText(`- ${formatBRL(12)}`);
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
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatBRL(99));

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
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatBRL(72.6));
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
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatBRL(72.6));

    await page.reload();
    await expect(rows(page)).toHaveCount(20);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows(page)).toHaveCount(50);
    // A page past the end shows the last one.
    await page.goto("/transactions?month=6&year=2024&page=99");
    await expect(rows(page)).toHaveCount(20);
  });

  test("without JavaScript, the server's HTML already holds the month's rows and totals", async ({
    page,
    user,
    request,
  }) => {
    await createReferences(user.id);
    await insertRows(user.id, [
      { description: "Aluguel de junho", valor: "1500.00", day: "2024-06-05", kind: "despesa", category: "Mercado" },
      { description: "Salário de junho", valor: "4321.09", day: "2024-06-01", kind: "receita", category: "Salário" },
      { description: "Maio fica fora", valor: "10.00", day: "2024-05-31", kind: "despesa" },
    ]);
    const token = await loginAs(page, user);
    const res = await request.get("/transactions?month=6&year=2024", {
      headers: { cookie: `bolso_session=${token}` },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${formatMonthLabel(2024, 6)}<`);
    expect(html).toContain("Aluguel de junho");
    expect(html).toContain("Salário de junho");
    expect(html).not.toContain("Maio fica fora");
    expect(html).toContain(`- ${formatBRL(1500)}`);
    expect(html).toContain(`+ ${formatBRL(4321.09)}`);
    expect(html).toMatch(new RegExp(`data-testid="summary-saldo"[^>]*>${escapeRegExp(formatBRL(2821.09))}<`));

    // And in a browser with scripts off, the same rows are on screen.
    const context = await page.context().browser()?.newContext({ javaScriptEnabled: false });
    if (!context) throw new Error("no browser");
    await context.addCookies(await page.context().cookies());
    const noScript = await context.newPage();
    await noScript.goto("/transactions?month=6&year=2024");
    await expect(rows(noScript)).toHaveCount(2);
    await expect(row(noScript, "Aluguel de junho")).toContainText(`- ${formatBRL(1500)}`);
    await context.close();
  });

  test("a month of 1,200 transactions answers under 200 KB of HTML", async ({ page, user, request }) => {
    await insertMany(user.id, 1200, "2024-07");
    const token = await loginAs(page, user);
    const res = await request.get("/transactions?month=7&year=2024", {
      headers: { cookie: `bolso_session=${token}` },
    });
    expect(res.status()).toBe(200);
    const body = await res.body();
    expect(body.byteLength).toBeLessThan(200 * 1024);
    expect(body.toString().match(/data-testid="transaction-row"/g)).toHaveLength(50);
  });

  for (const theme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      test(`looks right in ${theme} at ${width} px`, async ({ page, user }) => {
        await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
        await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });
        await createReferences(user.id);
        await insertRows(user.id, [
          { description: "Salário", valor: "5200.00", day: "2024-06-05", kind: "receita", category: "Salário" },
          { description: "Supermercado do mês", valor: "812.45", day: "2024-06-08", kind: "despesa", category: "Mercado" },
          { description: "Padaria", valor: "18.90", day: "2024-06-08", kind: "despesa" },
        ]);
        await e2eDb().query(
          `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id,
             installment_group_id, installment_index, installment_count)
           select $1, 'Notebook para o trabalho com garantia estendida (4/12)', '349.92', '2024-06-10', id,
             gen_random_uuid(), 4, 12
           from transaction_types where transaction_type = 'despesa'`,
          [user.id],
        );
        await insertMany(user.id, 60, "2024-06", "Conta avulsa");
        await page.goto("/transactions?month=6&year=2024");
        await expect(rows(page)).toHaveCount(50);
        await page.waitForLoadState("networkidle");
        await screenshot(page, `transactions-${theme}-${width}`);
      });
    }
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Row {
  description: string;
  valor: string;
  day: string;
  kind: "receita" | "despesa";
  category?: string;
}

/** Rows straight into the database; `category` is one of the user's categories, by name. */
async function insertRows(userId: string, list: readonly Row[]) {
  for (const item of list) {
    await e2eDb().query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id)
       select $1, $2, $3::numeric, $4::date, t.id,
         (select id from categories where user_id = $1 and name = $6)
       from transaction_types t where t.transaction_type = $5`,
      [userId, item.description, item.valor, item.day, item.kind, item.category ?? null],
    );
  }
}

/** `count` expenses of 1, 2, 3... centavos spread over the month, in one statement. */
async function insertMany(userId: string, count: number, month: string, prefix = "Compra") {
  await e2eDb().query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
     select $1, $4 || ' ' || g, g / 100.0, ($3 || '-01')::date + (g % 28), t.id
     from generate_series(1, $2::int) g, transaction_types t where t.transaction_type = 'despesa'`,
    [userId, count, month, prefix],
  );
}
