import { formatMonthLabel } from "@/lib/format/dates";
import { currentYearMonth, todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents, formatMoney } from "@/lib/format/money";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import {
  chooseType,
  createReferences,
  monthLabel,
  openNew,
  pick,
  row,
  rows,
  toast,
  setupTransactionsScreen,
} from "./transactions-fixtures";

/** Creating, editing and deleting a transaction through its dialog, on a desktop and at 375 px. */
test.describe("Transações", () => {
  setupTransactionsScreen();

  test("creates income and expenses with exact sums, then edits one", async ({ page, user }) => {
    await createReferences(user.id);
    const now = currentYearMonth();
    await page.goto("/transactions");
    await expect(page.getByRole("heading", { level: 1, name: "Transações" })).toBeVisible();
    await expect(monthLabel(page)).toHaveText(formatMonthLabel(now.year, now.month));
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();

    // An income linked to an objective; unticking the link clears the choice.
    let dialog = await openNew(page, "Freela", "0,10");
    await chooseType(dialog, "Receita");
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
    // Taken out of an objective: neutral, no sign, and where it came from.
    await expect(row(page, "Freela")).toContainText(formatMoney(cents(10)));
    await expect(row(page, "Freela")).toContainText("← Viagem");
    await expect(row(page, "Freela")).not.toContainText(formatMoney(cents(10), { plus: true }));
    const { rows: linked } = await e2eDb().query<{ name: string }>(
      `select o.name from transactions t join objectives o on o.id = t.objective_id
       where t.user_id = $1 and t.is_objective and t.description = 'Freela'`,
      [user.id],
    );
    expect(linked.map((r) => r.name)).toEqual(["Viagem"]);

    dialog = await openNew(page, "Bônus", "0,20");
    await chooseType(dialog, "Receita");
    await pick(dialog, page, "Categoria", "Salário");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(toast(page, "Transação adicionada").last()).toBeVisible();

    dialog = await openNew(page, "Padaria", "0,20");
    await expect(dialog.getByText(formatMoney(cents(20)), { exact: true })).toBeVisible();
    await pick(dialog, page, "Categoria", "Mercado");
    await pick(dialog, page, "Meio de pagamento", "Pix");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(rows(page)).toHaveCount(3);

    // Exact sums; Freela, taken out of an objective, is not income: 0,20 − 0,20 = 0,00.
    await expect(page.getByTestId("summary-receitas")).toHaveText(formatMoney(cents(20)));
    await expect(page.getByTestId("summary-despesas")).toHaveText(formatMoney(cents(20)));
    await expect(page.getByTestId("summary-saldo")).toHaveText(formatMoney(cents(0)));
    await expect(row(page, "Padaria")).toContainText("Mercado");
    await expect(row(page, "Padaria")).toContainText(formatMoney(cents(-20)));

    // Edit.
    await page.getByRole("button", { name: "Editar Padaria" }).click();
    dialog = page.getByRole("dialog", { name: "Editar Transação" });
    await expect(dialog.getByRole("textbox", { name: "Valor" })).toHaveValue("0,20");
    await expect(dialog.getByRole("checkbox", { name: "Compra parcelada" })).toBeDisabled();
    await dialog.getByRole("textbox", { name: "Descrição" }).fill("Padaria do bairro");
    await dialog.getByRole("textbox", { name: "Valor" }).fill("1.234,56");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Transação atualizada")).toBeVisible();
    await expect(row(page, "Padaria do bairro")).toContainText(formatMoney(cents(-123_456)));
    await expect(page.getByTestId("summary-saldo")).toHaveText(formatMoney(cents(-123_436)));
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
    await expect(row(page, "Café")).toContainText(formatMoney(cents(-450)));
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
});
