import type { Locator, Page } from "@playwright/test";
import { currentYearMonth, formatMonthLabel, todayInSaoPaulo } from "@/lib/dates";
import { formatBRL } from "@/lib/money";
import { e2eDb, expect, screenshot, test } from "./fixtures";
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

async function goToMonth(
  page: Page,
  from: { year: number; month: number },
  to: { year: number; month: number },
) {
  const steps = to.year * 12 + to.month - (from.year * 12 + from.month);
  const button = page.getByRole("button", { name: steps > 0 ? "Próximo mês" : "Mês anterior" });
  for (let i = 0; i < Math.abs(steps); i++) await button.click();
  await expect(monthLabel(page)).toHaveText(formatMonthLabel(to.year, to.month));
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
       where t.user_id = $1 and t.is_objective`,
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

    // Search (client-side, case-insensitive) and the category filter.
    const search = page.getByRole("searchbox", { name: "Buscar transações pela descrição" });
    await search.fill("BAIRRO");
    await expect(rows(page)).toHaveCount(1);
    await search.fill("nada disso");
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();
    await search.fill("");
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole("button", { name: /Filtrar por categoria/ }).click();
    await page.getByRole("menuitemradio", { name: "Salário" }).click();
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole("button", { name: /Filtrar por categoria/ }).click();
    await page.getByRole("menuitemradio", { name: "Todas as categorias" }).click();
    await expect(rows(page)).toHaveCount(3);

    // Tabs.
    await page.getByRole("tab", { name: "Receitas" }).click();
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole("tab", { name: "Despesas" }).click();
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("tab", { name: "Todas" }).click();
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
    await dialog.getByLabel("Data", { exact: true }).fill(`${now.year}-12-31`);
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
      "select count(*) from transactions where user_id = $1",
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
    await page.goto("/transactions");
    await expect(row(page, "Café")).toContainText(`- ${formatBRL(4.5)}`);
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

  test("without the transaction types, saving is blocked with the configuration error", async ({
    page,
    user,
  }) => {
    await createReferences(user.id);
    await page.route("**/api/v1/transaction/transaction-types", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"falhou"}' }),
    );
    await page.goto("/transactions");
    await expect(toast(page, "Erro ao carregar dados").first()).toContainText(
      "Não foi possível buscar os dados do servidor",
    );
    const dialog = await openNew(page, "Mercado", "10,00");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(toast(page, "Erro de configuração")).toContainText(
      "Tipos de transação não encontrados",
    );
    await expect(dialog).toBeVisible();
    const { rows: saved } = await e2eDb().query("select 1 from transactions where user_id = $1", [
      user.id,
    ]);
    expect(saved).toHaveLength(0);
  });
});
