import type { Page } from "@playwright/test";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { createUser, e2eDb, expect, test } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";
import { toast } from "./dashboard-fixtures";
import { formHousehold } from "./household-fixtures";
import { shootEveryWay } from "./theme-shots";

const tagRow = (page: Page, name: string) =>
  page.getByTestId("tag-row").filter({ has: page.getByText(name, { exact: true }) });

/** A row of `userId`'s, dated today, carrying `ownerId`'s tag `tag`. */
async function taggedRow(userId: string, ownerId: string, tag: string) {
  const db = e2eDb();
  await db.query(
    `with row as (
       insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
       select $1, 'Hotel', 450.00, $2::date, tt.id from transaction_types tt where tt.transaction_type = 'despesa'
       returning id)
     insert into transaction_tags (transaction_id, tag_id, user_id)
     select row.id, t.id, $1 from row, tags t where t.user_id = $3 and t.name = $4`,
    [userId, todayInSaoPaulo(), ownerId, tag],
  );
}

test.describe("Tags da casa", () => {
  test("Ana makes her tag 'da casa' in Categorias; Bruno sees it badged; taking it back while he uses it is refused", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await skipOnboardingTour(page);
    const ana = await createUser({ name: "Ana Lima" });
    const bruno = await createUser({ name: "Bruno Souza" });
    await e2eDb().query(`insert into tags (user_id, name) values ($1, 'Viagem'), ($1, 'Presentes')`, [ana.id]);
    const { memberPage: brunoPage, close } = await formHousehold(page, browser, ana, bruno, "full", "/categories");

    // Ana, with the keyboard: the row's "Editar", the switch, "Salvar tag".
    await page.reload();
    const viagem = tagRow(page, "Viagem");
    await expect(viagem.getByTestId("household-badge")).toHaveCount(0);
    await viagem.getByRole("button", { name: "Editar a tag Viagem" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Editar tag" });
    const shared = dialog.getByRole("switch", { name: /Da casa/ });
    await expect(shared).toHaveAttribute("aria-checked", "false");
    await shared.focus();
    await page.keyboard.press("Space");
    await expect(shared).toHaveAttribute("aria-checked", "true");
    await shootEveryWay(page, "household-tags", "tags-editar-da-casa");
    await dialog.getByRole("button", { name: "Salvar tag" }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Tag atualizada")).toContainText("“Viagem” agora é da casa.");
    await expect(dialog).toBeHidden();
    await expect(viagem.getByTestId("household-badge")).toHaveText("Da casa");
    await expect(viagem).not.toContainText("de Ana");
    await expect(tagRow(page, "Presentes").getByTestId("household-badge")).toHaveCount(0);
    await shootEveryWay(page, "household-tags", "tags-ana");

    // Bruno: Ana's tag, badged and named, on his row; he may rename it, but "Da casa" stays hers to undo.
    await taggedRow(bruno.id, ana.id, "Viagem");
    await brunoPage.reload();
    const brunoViagem = tagRow(brunoPage, "Viagem");
    await expect(brunoViagem.getByTestId("household-badge")).toHaveText("Da casa");
    await expect(brunoViagem).toContainText("de Ana Lima");
    await expect(brunoViagem).toContainText("1 transação");
    await expect(tagRow(brunoPage, "Presentes")).toHaveCount(0);
    await brunoViagem.getByRole("button", { name: "Editar a tag Viagem" }).click();
    const brunoDialog = brunoPage.getByRole("dialog", { name: "Editar tag" });
    await expect(brunoDialog.getByLabel("Nome")).toHaveValue("Viagem");
    await expect(brunoDialog.getByRole("switch")).toHaveCount(0);
    await brunoPage.keyboard.press("Escape");
    await expect(brunoDialog).toBeHidden();
    await shootEveryWay(brunoPage, "household-tags", "tags-bruno");

    // Ana takes it back while Bruno's row carries it: the API's refusal, in a toast; it stays "da casa".
    await viagem.getByRole("button", { name: "Editar a tag Viagem" }).click();
    await dialog.getByRole("switch", { name: /Da casa/ }).click();
    await dialog.getByRole("button", { name: "Salvar tag" }).click();
    await expect(toast(page, "Erro")).toContainText("Outras pessoas da casa usam esta tag; ela continua da casa.");
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(tagRow(page, "Viagem").getByTestId("household-badge")).toHaveText("Da casa");
    await close();
  });

  test("a 'Só ver' member sees the household's tag badged with nothing to change, and no \"Da casa\" on her own", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await skipOnboardingTour(page);
    const ana = await createUser({ name: "Ana Lima" });
    const carla = await createUser({ name: "Carla Dias" });
    await e2eDb().query(`insert into tags (user_id, name) values ($1, 'Reforma'), ($2, 'Academia')`, [ana.id, carla.id]);
    const { memberPage: carlaPage, close } = await formHousehold(page, browser, ana, carla, "read", "/categories");
    await e2eDb().query(`update tags set household_id = (select household_id from household_members where user_id = $1) where user_id = $1`, [ana.id]);

    await carlaPage.reload();
    const reforma = tagRow(carlaPage, "Reforma");
    await expect(reforma.getByTestId("household-badge")).toHaveText("Da casa");
    await expect(reforma).toContainText("de Ana Lima");
    await expect(reforma.getByRole("button")).toHaveCount(0);
    await tagRow(carlaPage, "Academia").getByRole("button", { name: "Editar a tag Academia" }).click();
    const dialog = carlaPage.getByRole("dialog", { name: "Editar tag" });
    await expect(dialog.getByLabel("Nome")).toHaveValue("Academia");
    await expect(dialog.getByRole("switch")).toHaveCount(0);
    await carlaPage.keyboard.press("Escape");
    await close();
  });
});
