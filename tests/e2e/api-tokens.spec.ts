import { createUser, expect, loginAs, screenshot, test } from "./fixtures";
import { E2E_BASE_URL } from "./state";
import { shootEveryWay } from "./theme-shots";

/** A call from outside the browser (a script): no cookie, only the token. */
const withToken = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${E2E_BASE_URL}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

test.describe("Perfil › Acesso por API at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, permissions: ["clipboard-read", "clipboard-write"] });

  test("create a read token, copy it once, use it from a script, see the call, revoke it", async ({ page }) => {
    const user = await createUser({ name: "Sara Script" });
    await loginAs(page, user);
    await page.goto("/profile");
    const card = page.getByTestId("api-tokens-panel");
    await expect(card.getByText("Nenhum token criado.")).toBeVisible();

    // Keyboard: the button opens the dialog, and the form says what is missing.
    await card.getByRole("button", { name: "Novo token" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Novo token de API" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Criar token" }).click();
    await expect(dialog.getByText("Dê um nome ao token.")).toBeVisible();

    await dialog.getByLabel("Nome").fill("Planilha de gastos");
    await expect(dialog.getByRole("radio", { name: /Somente leitura/ })).toBeChecked();
    await dialog.getByRole("combobox", { name: "Validade" }).click();
    await page.getByRole("option", { name: "30 dias" }).click();
    await screenshot(page, "api-tokens-new-375", { fullPage: false });
    await dialog.getByRole("button", { name: "Criar token" }).click();

    const shown = page.getByRole("dialog", { name: "Copie seu token agora" });
    await expect(shown).toBeVisible();
    await expect(page.getByText("Token criado.")).toBeVisible();
    const token = await shown.getByLabel("Token").inputValue();
    expect(token).toMatch(/^bolso_pat_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole("button", { name: "Copiar" }).click();
    await expect(shown.getByRole("button", { name: "Copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await screenshot(page, "api-tokens-shown-375", { fullPage: false });
    await shown.getByRole("button", { name: "Concluir" }).click();
    await expect(shown).toBeHidden();

    const row = card.getByTestId("api-token");
    await expect(row).toContainText("Planilha de gastos");
    await expect(row).toContainText("Somente leitura");
    await expect(row).toContainText(`${token.slice(0, 16)}…`);
    await expect(row).toContainText("nunca usado");
    // The token is never shown again.
    expect(await page.content()).not.toContain(token);

    // A script uses it: reads pass, writes are refused (read only).
    const read = await withToken(token, "/api/v1/tags");
    expect(read.status).toBe(200);
    expect(read.headers.get("ratelimit-limit")).toBe("120");
    const write = await withToken(token, "/api/v1/category", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Pelo script", color: "#10B981" }),
    });
    expect(write.status).toBe(403);

    await page.reload();
    await expect(row).toContainText("Último uso:");
    await expect(row).not.toContainText("nunca usado");
    const calls = card.getByTestId("api-calls").getByRole("listitem");
    await expect(calls).toHaveCount(2);
    await expect(calls.nth(0)).toContainText("POST /api/v1/category");
    await expect(calls.nth(0)).toContainText("403");
    await expect(calls.nth(1)).toContainText("GET /api/v1/tags");
    await expect(calls.nth(1)).toContainText("Planilha de gastos");
    await card.scrollIntoViewIfNeeded();
    await shootEveryWay(page, "api-tokens", "profile-api-tokens");

    await row.getByRole("button", { name: "Revogar Planilha de gastos" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Revogar token?" });
    await confirm.getByRole("button", { name: "Revogar" }).click();
    await expect(page.getByText("Token revogado.")).toBeVisible();
    await expect(card.getByText("Nenhum token criado.")).toBeVisible();
    expect((await withToken(token, "/api/v1/tags")).status).toBe(401);
  });
});
