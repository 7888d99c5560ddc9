import type { Page } from "@playwright/test";
import { createUser, expect, test } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";
import { toast } from "./dashboard-fixtures";
import { formHousehold } from "./household-fixtures";
import { api } from "./page-api";
import { shootEveryWay } from "./theme-shots";

const card = (page: Page, name: string) =>
  page.getByTestId("label-panel").filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("Itens da casa", () => {
  test("Ana creates Supermercado da casa; Bruno sees it with the badge and maps his Mercado into it", async ({ page, browser }) => {
    test.setTimeout(180_000);
    await skipOnboardingTour(page);
    const ana = await createUser({ name: "Ana Lima" });
    const bruno = await createUser({ name: "Bruno Souza" });

    const { memberPage: brunoPage, close } = await formHousehold(page, browser, ana, bruno, "full", "/categories");
    await api(brunoPage, "POST", "/category", { name: "Mercado", type: "despesa", color: "#10B981" });

    // Ana, with the keyboard: a new category, "Da casa".
    await page.reload();
    // Ana has none yet: the header's button (the empty state offers one too).
    await page.getByRole("button", { name: "Nova Categoria" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nova Categoria" });
    await dialog.getByLabel("Nome").fill("Supermercado");
    await dialog.getByLabel("Despesas", { exact: true }).check();
    const shared = dialog.getByRole("switch", { name: /Da casa/ });
    await expect(shared).toHaveAttribute("aria-checked", "false");
    await shared.focus();
    await page.keyboard.press("Space");
    await expect(shared).toHaveAttribute("aria-checked", "true");
    await shootEveryWay(page, "household-items", "items-nova-categoria-da-casa");
    await dialog.getByRole("button", { name: "Criar categoria" }).click();
    await expect(toast(page, "Categoria criada")).toBeVisible();
    const anaCard = card(page, "Supermercado");
    await expect(anaCard.getByTestId("household-badge")).toHaveText("Da casa");
    // Her own: no "de Ana", and hers to change.
    await expect(anaCard).not.toContainText("de Ana");
    await expect(anaCard.getByRole("button", { name: "Editar Supermercado" })).toBeVisible();

    // Bruno: Ana's household category, badged and named; his private Mercado offers the mapping.
    await brunoPage.reload();
    const supermercado = card(brunoPage, "Supermercado");
    await expect(supermercado.getByTestId("household-badge")).toHaveText("Da casa");
    await expect(supermercado).toContainText("de Ana Lima");
    await expect(supermercado.getByRole("button", { name: "Ligar Supermercado à categoria da casa" })).toHaveCount(0);
    const mercado = card(brunoPage, "Mercado");
    await expect(mercado.getByTestId("household-badge")).toHaveCount(0);
    await shootEveryWay(brunoPage, "household-items", "items-categorias-bruno");

    await mercado.getByRole("button", { name: "Ligar Mercado à categoria da casa" }).click();
    const mapping = brunoPage.getByRole("dialog", { name: "Ligar à categoria da casa" });
    await expect(mapping.getByLabel("Categoria da casa")).toHaveValue(/.+/);
    await expect(mapping.getByLabel("Categoria da casa").locator("option")).toHaveText(["Supermercado"]);
    await expect(mapping).toContainText(
      "Os lançamentos, regras e orçamentos de Mercado passam para Supermercado, e Mercado deixa de existir.",
    );
    await shootEveryWay(brunoPage, "household-items", "items-ligar-categoria");
    await mapping.getByRole("button", { name: "Ligar categorias" }).click();
    await expect(toast(brunoPage, "Categoria ligada à da casa.")).toBeVisible();
    await expect(mapping).toBeHidden();
    await expect(card(brunoPage, "Mercado")).toHaveCount(0);
    await expect(card(brunoPage, "Supermercado")).toHaveCount(1);
    await close();
  });

  test("a 'Só ver' member sees the household's category and objective, badged, with nothing to change", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await skipOnboardingTour(page);
    const ana = await createUser({ name: "Ana Lima" });
    const carla = await createUser({ name: "Carla Dias" });
    const { memberPage: carlaPage, close } = await formHousehold(page, browser, ana, carla, "read", "/categories");
    await api(page, "POST", "/category", { name: "Aluguel", type: "despesa", color: "#8B5CF6", household: true });
    await api(page, "POST", "/objective", { name: "Viagem de férias", targetValue: 5000, household: true });

    await carlaPage.reload();
    const aluguel = card(carlaPage, "Aluguel");
    await expect(aluguel.getByTestId("household-badge")).toHaveText("Da casa");
    await expect(aluguel).toContainText("de Ana Lima");
    await expect(aluguel.getByRole("button")).toHaveCount(0);
    // Her own categories stay hers, but nothing she creates can be the household's.
    await carlaPage.getByRole("button", { name: "Nova Categoria" }).first().click();
    const dialog = carlaPage.getByRole("dialog", { name: "Nova Categoria" });
    await expect(dialog.getByLabel("Nome")).toBeVisible();
    await expect(dialog.getByRole("switch", { name: /Da casa/ })).toHaveCount(0);
    await carlaPage.keyboard.press("Escape");

    await carlaPage.goto("/objectives");
    const viagem = carlaPage.getByTestId("objective-panel").filter({ hasText: "Viagem de férias" });
    await expect(viagem.getByTestId("household-badge")).toHaveText("Da casa");
    await expect(viagem).toContainText("de Ana Lima");
    await expect(viagem.getByRole("button")).toHaveCount(0);
    await shootEveryWay(carlaPage, "household-items", "items-objetivos-so-ver");
    await close();
  });
});
