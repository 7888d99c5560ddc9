import type { Page } from "@playwright/test";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import { createReferences, openNew, row, rows, setupTransactionsScreen, toast } from "./transactions-fixtures";

/** Tags from a phone: chips in the dialog, on the row, the URL-kept filter, and Relatórios' Tags. */
test.describe("Tags", () => {
  setupTransactionsScreen();
  // Each test walks several screens and takes full-page screenshots.
  test.describe.configure({ timeout: 120_000 });

  /** Two of today's expenses already tagged, and one without tags. */
  async function taggedRows(userId: string) {
    const db = e2eDb();
    const today = todayInSaoPaulo();
    await db.query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id)
       select $1, d.description, d.valor, $2::date, tt.id, c.id
       from transaction_types tt, categories c,
            (values ('Passagem Recife', 900.00), ('Jantar em Olinda', 120.00), ('Padaria', 15.00)) d(description, valor)
       where tt.transaction_type = 'despesa' and c.user_id = $1 and c.name = 'Mercado'`,
      [userId, today],
    );
    await db.query(`insert into tags (user_id, name) values ($1, 'Viagem Nordeste'), ($1, 'Férias')`, [userId]);
    await db.query(
      `insert into transaction_tags (transaction_id, tag_id, user_id)
       select t.id, g.id, $1 from transactions t join tags g on g.user_id = t.user_id
       where t.user_id = $1 and t.description in ('Passagem Recife', 'Jantar em Olinda')
         and (g.name = 'Viagem Nordeste' or t.description = 'Jantar em Olinda')`,
      [userId],
    );
  }

  async function setDark(page: Page) {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  }

  test("at 375 px: add tags in the dialog, see them on the row, filter through the URL, read Relatórios", async ({ page, user }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await createReferences(user.id);
    await taggedRows(user.id);
    await page.goto("/transactions");

    const dialog = await openNew(page, "Hotel Boa Viagem", "450,00");
    const tags = dialog.getByRole("combobox", { name: "Tags" });
    // The person's own tag is suggested; the arrow and Enter choose it, as it was first written.
    await tags.fill("viag");
    await expect(dialog.getByRole("option", { name: "Viagem Nordeste" })).toBeVisible();
    await tags.press("ArrowDown");
    await tags.press("Enter");
    await tags.fill("Praia,");
    await tags.fill("Hotel");
    await tags.press("Enter");
    const chosen = dialog.getByRole("list", { name: "Tags escolhidas" });
    await expect(chosen.getByRole("listitem")).toHaveText(["Viagem Nordeste", "Praia", "Hotel"]);
    // Backspace in the empty box takes the last chip back; the chip's button removes it too.
    await tags.press("Backspace");
    await dialog.getByRole("button", { name: "Remover tag Praia" }).click();
    await expect(chosen.getByRole("listitem")).toHaveText(["Viagem Nordeste"]);
    await screenshot(page, "tags-dialog-375-light");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(toast(page, "Transação adicionada")).toBeVisible();
    await expect(row(page, "Hotel Boa Viagem").getByRole("list", { name: "Tags" })).toHaveText("Viagem Nordeste");

    // The filter lives in the URL: a reload (or a shared link) shows the same rows.
    await page.getByRole("button", { name: "Filtrar por tag: Todas as tags" }).click();
    await page.getByRole("menuitemradio", { name: "Viagem Nordeste" }).click();
    await expect(page).toHaveURL(/[?&]tag=Viagem\+Nordeste/);
    await expect(rows(page)).toHaveCount(3);
    await expect(row(page, "Padaria")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Filtrar por tag: Viagem Nordeste" })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await screenshot(page, "tags-transactions-375-light");

    await page.goto("/reports");
    const section = page.getByTestId("tag-report");
    await expect(section.getByRole("heading", { name: "Tags" })).toBeVisible();
    await section.getByRole("link", { name: /Viagem Nordeste/ }).click();
    await expect(page).toHaveURL(/[?&]tag=Viagem\+Nordeste/);
    const spending = page.getByTestId("tag-spending");
    await expect(spending.getByText("Quanto custou “Viagem Nordeste”")).toBeVisible();
    await expect(spending).toContainText("R$ 1.470,00");
    await screenshot(page, "tags-reports-375-light");
  });

  test("light and dark, phone and desktop: the rows, the filter and Relatórios' Tags", async ({ page, user }) => {
    await createReferences(user.id);
    await taggedRows(user.id);
    for (const [theme, width] of [["light", 1280], ["dark", 1280], ["dark", 375]] as const) {
      if (theme === "dark") await setDark(page);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto("/transactions?tag=viagem%20nordeste");
      await expect(rows(page)).toHaveCount(2);
      await expect(row(page, "Jantar em Olinda").getByRole("list", { name: "Tags" })).toHaveText("FériasViagem Nordeste");
      await screenshot(page, `tags-transactions-${width}-${theme}`);
      await page.goto("/reports?tag=Viagem%20Nordeste");
      await expect(page.getByTestId("tag-spending")).toContainText("R$ 1.020,00");
      await screenshot(page, `tags-reports-${width}-${theme}`);
    }
  });

  test("a person without tags sees the empty Tags section and no tag filter", async ({ page, user }) => {
    await createReferences(user.id);
    await page.goto("/transactions");
    await expect(page.getByRole("button", { name: /Filtrar por tag/ })).toHaveCount(0);
    await page.goto("/reports");
    await expect(page.getByText("Nenhuma transação com tags neste período")).toBeVisible();
  });
});
