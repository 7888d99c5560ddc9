import { createUser, e2eDb, expect, loginAs, screenshot, test } from "./fixtures";
import { shootEveryWay } from "./theme-shots";

const URL_SHOWN = "https://8.8.8.8/bolso/eventos";

test.describe("Perfil › Webhooks at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, permissions: ["clipboard-read", "clipboard-write"] });

  test("add a webhook, copy its secret once, see its deliveries, resend one, turn it off and delete it", async ({ page }) => {
    const user = await createUser({ name: "Wagner Webhook" });
    await loginAs(page, user);
    await page.goto("/profile");
    const card = page.getByTestId("webhooks-panel");
    await expect(card.getByText("Nenhum webhook cadastrado.")).toBeVisible();

    // Keyboard: the button opens the dialog, and the form says what is missing.
    const add = card.getByRole("button", { name: "Novo webhook" });
    await add.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Novo webhook" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: /Transação criada/ }).click();
    await dialog.getByRole("button", { name: "Criar webhook" }).click();
    await expect(dialog.getByText("Informe a URL do webhook (https://…).")).toBeVisible();
    await expect(dialog.getByText("Escolha pelo menos um evento.")).toBeVisible();

    await dialog.getByLabel("URL").fill("http://exemplo.com.br/bolso");
    await dialog.getByRole("checkbox", { name: /Orçamento estourado/ }).click();
    await dialog.getByRole("checkbox", { name: /Transação criada/ }).click();
    await dialog.getByRole("button", { name: "Criar webhook" }).click();
    await expect(dialog.getByText("A URL do webhook deve usar https.")).toBeVisible();
    await dialog.getByLabel("URL").fill("https://127.0.0.1/bolso");
    await dialog.getByRole("button", { name: "Criar webhook" }).click();
    await expect(dialog.getByText("A URL do webhook deve apontar para um servidor público na internet.")).toBeVisible();
    await screenshot(page, "webhooks-new-errors-375", { fullPage: false });

    await dialog.getByLabel("URL").fill(URL_SHOWN);
    await dialog.getByRole("button", { name: "Criar webhook" }).click();
    const secretDialog = page.getByRole("dialog", { name: "Guarde o segredo do webhook" });
    await expect(secretDialog).toBeVisible();
    await expect(page.getByText("Webhook criado.")).toBeVisible();
    const secret = await secretDialog.getByLabel("Segredo").inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await secretDialog.getByRole("button", { name: "Copiar" }).click();
    await expect(secretDialog.getByRole("button", { name: "Copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, "webhooks-secret-375", { fullPage: false });
    await secretDialog.getByRole("button", { name: "Concluir" }).click();
    await expect(secretDialog).toBeHidden();

    const row = card.getByTestId("webhook");
    await expect(row).toContainText(URL_SHOWN);
    await expect(row).toContainText("Ativo");
    await expect(row).toContainText("Transação criada · Orçamento estourado");
    // The secret is never shown again.
    expect(await page.content()).not.toContain(secret);

    // Two deliveries as the job leaves them: one taken (200), one that failed for 24 h (500).
    const [hook] = (await e2eDb().query<{ id: string }>("select id from webhooks where user_id = $1", [user.id])).rows;
    await e2eDb().query(
      `insert into webhook_deliveries (webhook_id, user_id, event_id, event, payload, status, attempts, last_status_code, last_error, delivered_at, created_at)
       values ($1, $2, gen_random_uuid(), 'transaction.created', '{}', 'delivered', 1, 200, null, now() - interval '2 hours', now() - interval '2 hours'),
              ($1, $2, gen_random_uuid(), 'budget.exceeded', '{}', 'failed', 8, 500, 'O servidor respondeu 500.', null, now() - interval '1 hour')`,
      [hook!.id, user.id],
    );

    const deliveriesButton = row.getByRole("button", { name: `Entregas de ${URL_SHOWN}` });
    await deliveriesButton.click();
    const deliveries = page.getByRole("dialog", { name: "Entregas" });
    const items = deliveries.getByTestId("webhook-delivery");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("Falhou");
    await expect(items.nth(0)).toContainText("Orçamento estourado");
    await expect(items.nth(0)).toContainText("resposta 500 · 8 tentativas");
    await expect(items.nth(0)).toContainText("O servidor respondeu 500.");
    await expect(items.nth(1)).toContainText("Entregue");
    await expect(items.nth(1)).toContainText("resposta 200 · 1 tentativa");
    await screenshot(page, "webhooks-deliveries-375", { fullPage: false });
    await items.nth(0).getByRole("button", { name: "Reenviar" }).click();
    await expect(page.getByText("Entrega reenviada.")).toBeVisible();
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText("Orçamento estourado");
    await page.keyboard.press("Escape");
    await expect(deliveries).toBeHidden();
    await expect(deliveriesButton).toBeFocused();

    await row.getByRole("button", { name: `Editar ${URL_SHOWN}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar webhook" });
    await edit.getByRole("switch", { name: /Ativo/ }).click();
    await edit.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText("Webhook atualizado.")).toBeVisible();
    await expect(row).toContainText("Desativado");
    await shootEveryWay(page, "webhooks", "profile-webhooks");

    await row.getByRole("button", { name: `Excluir ${URL_SHOWN}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir webhook?" });
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await expect(page.getByText("Webhook excluído.")).toBeVisible();
    await expect(card.getByText("Nenhum webhook cadastrado.")).toBeVisible();
  });
});
