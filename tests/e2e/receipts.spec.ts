import type { BrowserContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { e2eDb, expect, screenshot, test } from "./fixtures";
import { createReferences, openNew, pick, row, setupTransactionsScreen, toast } from "./transactions-fixtures";
import { insertRows } from "./transaction-rows";

/** A receipt photo: a white slip with a dark band, as a phone's camera would send it (with EXIF). */
const receiptPhoto = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: { r: 250, g: 250, b: 245 } } })
    .composite([{ input: { create: { width: 500, height: 80, channels: 3, background: { r: 40, g: 40, b: 40 } } }, left: 50, top: 100 }])
    .withExif({ IFD0: { Make: "Bolso Phone", Model: "Camera" } })
    .jpeg()
    .toBuffer();

const receiptPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 300]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n" +
    "4 0 obj<</Length 44>>stream\nBT /F1 24 Tf 40 150 Td (Nota fiscal) Tj ET\nendstream endobj\n" +
    "5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const TODAY = new Date().toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" });

/** Opens the row's edit dialog: the menu below 640 px, the pencil above. */
async function openEdit(page: Page, description: string) {
  const narrow = (page.viewportSize()?.width ?? 1280) < 640;
  if (narrow) {
    await row(page, description).getByRole("button", { name: `Ações de ${description}` }).click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
  } else {
    await row(page, description).getByRole("button", { name: `Editar ${description}` }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Editar Transação" });
  await expect(dialog.getByRole("heading", { name: "Comprovantes" })).toBeVisible();
  return dialog;
}

/**
 * Taps a link with target=_blank and answers its tab once loaded, on one of the receipts' URLs.
 * The context's "page" event comes after the tab's document has answered, so its `response`
 * event is already past by then: only the load state is waited for.
 */
async function openInNewTab(context: BrowserContext, link: Locator): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/api\/v1\/attachments\/[0-9a-f-]{36}$/);
  return tab;
}

/**
 * Chromium's PDF viewer is an extension frame holding one more frame with the plugin; that frame's
 * sizer takes the document's size once the PDF has been read.
 */
async function pdfShown(tab: Page) {
  const pluginFrame = () => tab.frames().find((frame) => frame !== tab.mainFrame() && frame.url() === tab.url());
  await expect
    .poll(async () => {
      const frame = pluginFrame();
      if (!frame) return 0;
      return frame
        .evaluate(() => (document.querySelector("embed[type='application/x-google-chrome-pdf']") ? document.getElementById("sizer")?.offsetHeight ?? 0 : 0))
        .catch(() => 0);
    })
    .toBeGreaterThan(0);
}

test.describe("Comprovantes", () => {
  setupTransactionsScreen();
  // Image work and full-page screenshots of a dialog over the list: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test.describe("on a phone", () => {
    // The whole context at 375 px: the tabs the links open are phone-sized too.
    test.use({ viewport: { width: 375, height: 812 } });

    test("at 375 px: attach a photo and a PDF to a purchase, see the paperclip, open them", async ({ page, user, context }) => {
      await createReferences(user.id);
      await insertRows(user.id, [{ description: "Farmácia", valor: "89.90", day: TODAY, kind: "despesa", category: "Mercado" }]);
      await page.goto("/transactions");
      await expect(row(page, "Farmácia").getByRole("img", { name: /comprovante/ })).toHaveCount(0);

      let dialog = await openEdit(page, "Farmácia");
      await expect(dialog.getByText("Nenhum comprovante anexado.")).toBeVisible();
      // On a phone: photos or PDFs from the files, and the camera directly.
      const input = dialog.getByTestId("attachment-input");
      await expect(input).toHaveAttribute("accept", "image/*,application/pdf");
      await expect(dialog.locator('input[type="file"][capture="environment"]')).toHaveAttribute("accept", "image/*");
      await expect(dialog.getByRole("button", { name: "Tirar foto", includeHidden: true })).toBeAttached();

      await input.setInputFiles({ name: "cupom.jpg", mimeType: "image/jpeg", buffer: await receiptPhoto() });
      await expect(toast(page, "Comprovante anexado.")).toBeVisible();
      await input.setInputFiles({ name: "nota fiscal.pdf", mimeType: "application/pdf", buffer: receiptPdf });
      await expect(dialog.getByTestId("attachment")).toHaveCount(2);
      await expect(dialog.getByRole("link", { name: "Abrir cupom.jpg" })).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Abrir nota fiscal.pdf" })).toHaveAttribute("target", "_blank");
      // The dialog scrolls inside itself: bring its receipts into the picture.
      await dialog.getByRole("list", { name: "Comprovantes" }).scrollIntoViewIfNeeded();
      await screenshot(page, "receipts-dialog-375", { fullPage: false });

      // The photo opens in a new tab, as the image the server re-encoded. A tab reaches the
      // context's "page" event only once its document's response has come (Playwright's
      // contract for popups): wait for its load, not for a response event that already passed.
      const photoTab = await openInNewTab(context, dialog.getByRole("link", { name: "Abrir cupom.jpg" }));
      const photo = await photoTab.evaluate(() => {
        const img = document.querySelector("img");
        return img ? { width: img.naturalWidth, height: img.naturalHeight, complete: img.complete } : null;
      });
      expect(photo).toEqual({ width: 600, height: 900, complete: true });
      const photoHead = await page.request.get(photoTab.url());
      expect(photoHead.headers()["content-type"]).toBe("image/jpeg");
      expect(photoHead.headers()["content-disposition"]).toMatch(/^inline/);
      await screenshot(photoTab, "receipts-photo-tab");
      await photoTab.close();

      // The PDF opens in a new tab too, in the browser's viewer.
      const pdfTab = await openInNewTab(context, dialog.getByRole("link", { name: "Abrir nota fiscal.pdf" }));
      const pdfHead = await page.request.get(pdfTab.url());
      expect(pdfHead.headers()["content-type"]).toBe("application/pdf");
      expect(pdfHead.headers()["content-disposition"]).toMatch(/^inline/);
      await pdfShown(pdfTab);
      await screenshot(pdfTab, "receipts-pdf-tab");
      await pdfTab.close();

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(row(page, "Farmácia").getByRole("img", { name: "2 comprovantes anexados" })).toBeVisible();
      await screenshot(page, "receipts-list-375");

      // Deleting one from the dialog.
      dialog = await openEdit(page, "Farmácia");
      await dialog.getByRole("button", { name: "Excluir nota fiscal.pdf" }).click();
      await expect(toast(page, "Comprovante excluído.")).toBeVisible();
      await expect(dialog.getByTestId("attachment")).toHaveCount(1);
      const { rows: kept } = await e2eDb().query<{ file_name: string }>(`select file_name from attachments where user_id = $1`, [user.id]);
      expect(kept.map((r) => r.file_name)).toEqual(["cupom.jpg"]);
    });

    test("at 375 px: a new purchase takes its receipts along, each sent with its progress once it is saved", async ({ page, user }) => {
      await createReferences(user.id);
      // Uploads wait here until the dialog's progress has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/v1/transaction/*/attachments", async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      await page.goto("/transactions");
      const dialog = await openNew(page, "Farmácia Popular", "45,90");
      await pick(dialog, page, "Categoria", "Mercado");
      await expect(dialog.getByRole("heading", { name: "Comprovantes" })).toBeVisible();
      await expect(dialog.getByText("Enviados ao adicionar a transação.", { exact: false })).toBeVisible();
      const input = dialog.getByTestId("attachment-input");
      await expect(input).toHaveAttribute("accept", "image/*,application/pdf");
      await expect(dialog.locator('input[type="file"][capture="environment"]')).toHaveAttribute("accept", "image/*");

      // Chosen, and one taken back out: nothing travels before the transaction exists.
      await input.setInputFiles([
        { name: "cupom.jpg", mimeType: "image/jpeg", buffer: await receiptPhoto() },
        { name: "errado.pdf", mimeType: "application/pdf", buffer: receiptPdf },
      ]);
      await input.setInputFiles({ name: "nota fiscal.pdf", mimeType: "application/pdf", buffer: receiptPdf });
      await expect(dialog.getByTestId("picked-attachment")).toHaveCount(3);
      await dialog.getByRole("button", { name: "Remover errado.pdf" }).click();
      await expect(dialog.getByTestId("picked-attachment")).toHaveCount(2);
      // The dialog scrolls inside itself: its footer, below the receipts, into the picture.
      await dialog.getByRole("button", { name: "Adicionar transação" }).scrollIntoViewIfNeeded();
      await screenshot(page, "receipts-new-dialog-375", { fullPage: false });

      await dialog.getByRole("button", { name: "Adicionar transação" }).click();
      await expect(toast(page, "Transação adicionada")).toBeVisible();
      // Saved: the dialog stays with each file's progress and cancel until they have ended.
      await expect(dialog.getByRole("progressbar", { name: "Enviando cupom.jpg" })).toBeVisible();
      await expect(dialog.getByRole("progressbar", { name: "Enviando nota fiscal.pdf" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Cancelar envio" })).toHaveCount(2);
      await expect(dialog.getByRole("button", { name: "Salvando..." })).toBeDisabled();
      await dialog.getByRole("button", { name: "Salvando..." }).scrollIntoViewIfNeeded();
      await screenshot(page, "receipts-new-sending-375", { fullPage: false });
      release();

      await expect(dialog).toBeHidden();
      await expect(toast(page, "Comprovante anexado.").first()).toBeVisible();
      await expect(row(page, "Farmácia Popular").getByRole("img", { name: "2 comprovantes anexados" })).toBeVisible();
      const { rows: kept } = await e2eDb().query<{ file_name: string; description: string }>(
        `select a.file_name, t.description from attachments a join transactions t on t.id = a.transaction_id
         where a.user_id = $1 order by a.file_name`,
        [user.id],
      );
      expect(kept).toEqual([
        { file_name: "cupom.jpg", description: "Farmácia Popular" },
        { file_name: "nota fiscal.pdf", description: "Farmácia Popular" },
      ]);
      await screenshot(page, "receipts-new-list-375");
    });
  });

  test("a new purchase in parcelas keeps its receipt on the first; a file the server refuses is named and the purchase kept", async ({ page, user }) => {
    await createReferences(user.id);
    await page.goto("/transactions");
    const dialog = await openNew(page, "Oficina", "450,00");
    await dialog.getByRole("checkbox", { name: "Compra parcelada" }).click();
    await dialog.getByRole("spinbutton", { name: "Parcelas" }).fill("3");
    // A page of text named .jpg: the server reads the bytes and refuses it.
    await dialog.getByTestId("attachment-input").setInputFiles([
      { name: "orcamento.pdf", mimeType: "application/pdf", buffer: receiptPdf },
      { name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from("não é uma foto\n".repeat(20)) },
    ]);
    await expect(dialog.getByTestId("picked-attachment")).toHaveCount(2);
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();

    await expect(dialog).toBeHidden();
    await expect(toast(page, "Transação adicionada")).toBeVisible();
    const refused = toast(page, "Não foi possível enviar o comprovante.");
    await expect(refused).toContainText("foto.jpg: Tipo de arquivo não aceito.");
    await expect(refused).toContainText("A transação foi salva sem este arquivo");
    await expect(toast(page, "Comprovante anexado.")).toBeVisible();
    // Sonner stacks its toasts; pointing at the stack spreads them out for the picture and holds
    // them. The pointer goes where the refused one is, whichever toast lies on top there (`force`:
    // a toast behind another never counts as hoverable, and the stack moves while it settles).
    await refused.hover({ force: true });
    await expect(refused).toHaveAttribute("data-expanded", "true");
    await screenshot(page, "receipts-new-refused");
    await expect(row(page, "Oficina (1/3)").getByRole("img", { name: "1 comprovante anexado" })).toBeVisible();
    const { rows: kept } = await e2eDb().query<{ file_name: string; description: string }>(
      `select a.file_name, t.description from attachments a join transactions t on t.id = a.transaction_id where a.user_id = $1`,
      [user.id],
    );
    expect(kept).toEqual([{ file_name: "orcamento.pdf", description: "Oficina (1/3)" }]);
  });

  test("an upload shows its progress and can be cancelled: nothing is kept", async ({ page, user }) => {
    await createReferences(user.id);
    await insertRows(user.id, [{ description: "Oficina", valor: "450.00", day: TODAY, kind: "despesa" }]);
    // The server never answers this upload: it stays in flight until cancelled.
    await page.route("**/api/v1/transaction/*/attachments", (route) =>
      route.request().method() === "POST" ? new Promise(() => undefined) : route.continue(),
    );
    await page.goto("/transactions");
    const dialog = await openEdit(page, "Oficina");
    await dialog.getByTestId("attachment-input").setInputFiles({ name: "orcamento.pdf", mimeType: "application/pdf", buffer: receiptPdf });
    await expect(dialog.getByRole("progressbar", { name: "Enviando orcamento.pdf" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar envio" }).click();
    await expect(toast(page, "Envio cancelado.")).toBeVisible();
    await expect(dialog.getByRole("progressbar")).toHaveCount(0);
    await expect(dialog.getByText("Nenhum comprovante anexado.")).toBeVisible();
  });

  for (const theme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      test(`the dialog's receipts look right in ${theme} at ${width} px`, async ({ page, user }) => {
        await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
        await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });
        await createReferences(user.id);
        await insertRows(user.id, [
          { description: "Consulta médica", valor: "350.00", day: TODAY, kind: "despesa", category: "Mercado" },
          { description: "Padaria", valor: "18.90", day: TODAY, kind: "despesa" },
        ]);
        await page.goto("/transactions");
        const dialog = await openEdit(page, "Consulta médica");
        const input = dialog.getByTestId("attachment-input");
        await input.setInputFiles({ name: "recibo-consulta.jpg", mimeType: "image/jpeg", buffer: await receiptPhoto() });
        await expect(dialog.getByTestId("attachment")).toHaveCount(1);
        await input.setInputFiles({ name: "nota fiscal.pdf", mimeType: "application/pdf", buffer: receiptPdf });
        await expect(dialog.getByTestId("attachment")).toHaveCount(2);
        await expect(dialog.getByRole("link", { name: "Abrir recibo-consulta.jpg" }).locator("img")).toHaveJSProperty("complete", true);
        await screenshot(page, `receipts-dialog-${theme}-${width}`);
        await page.keyboard.press("Escape");
        await expect(row(page, "Consulta médica").getByRole("img", { name: "2 comprovantes anexados" })).toBeVisible();
        await screenshot(page, `receipts-list-${theme}-${width}`);
      });
    }
  }
});
