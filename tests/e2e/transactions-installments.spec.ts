import { currentYearMonth } from "@/lib/domain/calendar";
import { cents, formatMoney } from "@/lib/format/money";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import {
  chooseType,
  createReferences,
  goToMonth,
  openNew,
  pick,
  row,
  toast,
  setupTransactionsScreen,
} from "./transactions-fixtures";

/** A purchase in parcelas: their months and amounts, editing one, deleting one or the rest. */
test.describe("Transações", () => {
  setupTransactionsScreen();

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
    await chooseType(dialog, "Receita");
    await chooseType(dialog, "Despesa");
    await expect(dialog.getByRole("checkbox", { name: "Compra parcelada" })).not.toBeChecked();
    await dialog.getByRole("checkbox", { name: "Compra parcelada" }).click();
    await expect(dialog.getByRole("checkbox", { name: "Vincular a um objetivo" })).toBeHidden();
    await expect(dialog.getByTestId("installment-preview")).toHaveText(
      `1 x de ${formatMoney(cents(5002))} + 1 x de ${formatMoney(cents(5001))}`,
    );
    await dialog.getByRole("spinbutton", { name: "Parcelas" }).fill("10");
    await expect(dialog.getByTestId("installment-preview")).toHaveText(
      `1 x de ${formatMoney(cents(1003))} + 9 x de ${formatMoney(cents(1000))}`,
    );
    await dialog.getByRole("textbox", { name: "Valor total" }).fill("100,00");
    await expect(dialog.getByTestId("installment-preview")).toHaveText(`10 x de ${formatMoney(cents(1000))}`);
    await dialog.getByRole("textbox", { name: "Valor total" }).fill("100,03");
    await pick(dialog, page, "Categoria", "Mercado");
    await screenshot(page, "transactions-installment-dialog");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(toast(page, "Transação adicionada")).toBeVisible();

    await goToMonth(page, now, december);
    await expect(row(page, "Geladeira (1/10)")).toContainText(formatMoney(cents(-1003)));
    await expect(row(page, "Geladeira (1/10)")).toContainText("31/12/");
    const january = { year: now.year + 1, month: 1 };
    await goToMonth(page, december, january);
    await expect(row(page, "Geladeira (2/10)")).toContainText(`31/01/${now.year + 1}`);
    const february = { year: now.year + 1, month: 2 };
    await goToMonth(page, january, february);
    const lastDay = new Date(Date.UTC(now.year + 1, 2, 0)).getUTCDate();
    await expect(row(page, "Geladeira (3/10)")).toContainText(`${lastDay}/02/${now.year + 1}`);
    await expect(row(page, "Geladeira (3/10)")).toContainText(formatMoney(cents(-1000)));

    // A parcel is edited alone by default and stays an expense.
    await page.getByRole("button", { name: "Editar Geladeira (3/10)" }).click();
    const edit = page.getByRole("dialog", { name: "Editar Transação" });
    await expect(edit.getByRole("checkbox", { name: "Compra parcelada" })).toBeChecked();
    await expect(edit.getByRole("checkbox", { name: "Compra parcelada" })).toBeDisabled();
    await expect(edit.getByRole("radio", { name: "Receita" })).toBeDisabled();
    await expect(edit.getByRole("spinbutton", { name: "Parcelas" })).toBeHidden();
    await edit.getByRole("textbox", { name: "Valor" }).fill("12,00");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Transação atualizada")).toBeVisible();
    await expect(row(page, "Geladeira (3/10)")).toContainText(formatMoney(cents(-1200)));

    // Renaming reaches the later parcelas when asked; each keeps its number and its valor.
    await page.getByRole("button", { name: "Editar Geladeira (3/10)" }).click();
    await edit.getByRole("radio", { name: "Esta e as próximas" }).check();
    await edit.getByRole("textbox", { name: "Descrição" }).fill("Geladeira Inox (3/10)");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Transação atualizada").first()).toBeVisible();
    await expect(row(page, "Geladeira Inox (3/10)")).toContainText(formatMoney(cents(-1200), { plus: true }));
    const { rows: renamed } = await e2eDb().query<{ description: string }>(
      "select description from transactions where user_id = $1 and installment_index in (2, 4) order by installment_index",
      [user.id],
    );
    expect(renamed.map((r) => r.description)).toEqual(["Geladeira (2/10)", "Geladeira Inox (4/10)"]);

    // Deleting this parcel and the following ones keeps the earlier ones.
    await page.getByRole("button", { name: "Excluir Geladeira Inox (3/10)" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Esta e as próximas" }).click();
    await expect(toast(page, "Transação excluída")).toBeVisible();
    await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();
    // The month's last row went: focus moves to the page's content, not to <body>.
    await expect(page.locator("main#conteudo")).toBeFocused();
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
});
