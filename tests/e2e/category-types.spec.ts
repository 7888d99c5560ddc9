import { e2eDb, expect, test } from "./fixtures";
import { chooseType, openNew, setupTransactionsScreen } from "./transactions-fixtures";

/** A category of despesas is never offered for a receita, nor one of receitas for a despesa. */
test.describe("Categorias com tipo", () => {
  setupTransactionsScreen();

  test("the transaction dialog offers only the categories of its type, or of both", async ({ page, user }) => {
    await e2eDb().query(
      `insert into categories (user_id, name, color, type) values
         ($1, 'Mercado', '#F59E0B', 'despesa'), ($1, 'Salário', '#10B981', 'receita'), ($1, 'Outros', '#71717A', 'ambas')`,
      [user.id],
    );
    await page.goto("/transactions");
    const dialog = await openNew(page, "Feira", "10,00");
    const options = async () => {
      await dialog.getByRole("combobox", { name: "Categoria" }).click();
      const names = await page.getByRole("option").allTextContents();
      await page.keyboard.press("Escape");
      return names;
    };
    expect(await options()).toEqual(["Sem categoria", "Mercado", "Outros"]);
    await chooseType(dialog, "Receita");
    expect(await options()).toEqual(["Sem categoria", "Outros", "Salário"]);
  });
});
