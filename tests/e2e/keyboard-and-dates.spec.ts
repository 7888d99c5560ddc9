import type { Page } from "@playwright/test";
import { formatDateBR, formatMonthLabel } from "@/lib/format/dates";
import { currentYearMonth, toDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { dateFieldMessages } from "@/lib/schemas/date-field";
import { animationsFinished } from "./animations";
import { e2eDb, expect, loginAs, test } from "./fixtures";
import { skipOnboardingTour } from "./label-screen-journey";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? el?.tagName ?? "";
  });

async function insertTransaction(userId: string, description: string, day: string, installment?: [number, number]) {
  await e2eDb().query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id,
       installment_group_id, installment_index, installment_count)
     select $1, $2, '100.00', $3::date, t.id, $4, $5, $6 from transaction_types t where t.transaction_type = 'despesa'`,
    [userId, description, day, installment ? crypto.randomUUID() : null, installment?.[0] ?? null, installment?.[1] ?? null],
  );
}

/** Tab, stepping over the dev server's own overlay button (absent from a production build). */
async function tabPastDevTools(page: Page) {
  await page.keyboard.press("Tab");
  if (await page.evaluate(() => document.activeElement?.tagName === "NEXTJS-PORTAL")) await page.keyboard.press("Tab");
}

/** Whether the focused element draws a visible outline or ring (a box shadow with colour and size). */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { visible: false, what: "body" };
    const style = getComputedStyle(el);
    const opaque = (color: string) => !/rgba\([^)]*,\s*0\)|\/\s*0\)|transparent/.test(color);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && opaque(style.outlineColor);
    const ring = style.boxShadow
      .split(/,(?![^(]*\))/)
      .some((shadow) => {
        const color = /[a-z]+\([^)]*\)/.exec(shadow)?.[0] ?? "";
        const lengths = shadow.replace(color, "").replace("inset", "").trim().split(/\s+/).map(parseFloat);
        return color !== "" && opaque(color) && (lengths[3] ?? 0) > 0;
      });
    const what = `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? ""}`;
    return { visible: outline || ring, what };
  });

test.describe("links on the first click", () => {
  for (const [screen, link, target, fieldError] of [
    ["/auth/login", "Esqueceu a senha?", "/auth/forgot-password", "Informe seu e-mail."],
    ["/auth/login", "Cadastre-se", "/auth/register", "Informe seu e-mail."],
    ["/auth/register", "Entrar", "/auth/login", "Informe seu nome."],
  ] as const) {
    test(`${screen}: "${link}" navigates on the first click, with the cursor in the first field`, async ({ page }) => {
      await page.goto(screen);
      const first = page.locator("form input").first();
      await first.focus();
      await expect(first).toBeFocused();
      await page.getByRole("main").getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByText(fieldError)).toHaveCount(0);
    });
  }
});

test.describe("keyboard", () => {
  test.beforeEach(async ({ page }) => skipOnboardingTour(page));

  test("the skip link is the first stop and jumps to the content, on the shell and the public pages", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    for (const path of ["/dashboard", "/"]) {
      await page.goto(path);
      await expect(page.locator("main#conteudo")).toBeVisible();
      const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
      // From the top of the page (a dev server may reload it once while compiling).
      await expect(async () => {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await tabPastDevTools(page);
        await expect(skip).toBeFocused({ timeout: 1000 });
      }).toPass();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#conteudo")).toBeFocused();
    }
  });

  test("every control on the way shows a focus ring", async ({ page, user }) => {
    await insertTransaction(user.id, "Padaria", todayInSaoPaulo());
    for (const path of ["/transactions", "/dashboard", "/categories"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const missing: string[] = [];
      for (let stop = 0; stop < 30; stop++) {
        await tabPastDevTools(page);
        const focus = await focusIsVisible(page);
        // Past the last control, focus leaves the page.
        if (focus.what === "body" || focus.what.startsWith("nextjs-portal")) break;
        if (!focus.visible) missing.push(focus.what);
      }
      expect(missing, `${path}: focused without a visible ring`).toEqual([]);
    }
  });

  test("the month picker works from the keyboard", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const now = currentYearMonth();
    await page.goto("/dashboard");
    await page.getByTestId("month-picker").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Escolher mês" })).toBeVisible();
    const target = formatMonthLabel(now.year, now.month === 1 ? 2 : 1);
    for (let stop = 0; stop < 16 && (await focusedLabel(page)) !== target; stop++) await page.keyboard.press("Tab");
    expect(await focusedLabel(page)).toBe(target);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`month=${now.month === 1 ? 2 : 1}&year=${now.year}`));
  });

  test("dialogs give focus back to the button that opened them: Esc, Cancelar, save, and from a row menu", async ({ page, user }) => {
    await insertTransaction(user.id, "Padaria", todayInSaoPaulo());
    await page.goto("/transactions");
    const opener = page.getByRole("button", { name: "Nova Transação" });
    const dialog = page.getByRole("dialog", { name: "Nova Transação" });

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole("textbox", { name: "Descrição" }).fill("Feira");
    await dialog.getByRole("textbox", { name: "Valor" }).fill("12,50");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(toast(page, "Transação adicionada")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The confirmation of a delete, opened by the row's own button.
    await page.reload();
    const remove = page.getByRole("button", { name: "Excluir Padaria" });
    await remove.click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(remove).toBeFocused();

    // At 375 px the row's actions are a menu, opened and used with the keyboard only.
    await page.setViewportSize({ width: 375, height: 800 });
    const menuButton = page.getByRole("button", { name: "Ações de Padaria" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Editar" })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Editar" })).toBeFocused();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Editar Transação" });
    await expect(edit).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(edit).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("toasts cover no control: bottom right on a desktop, under the top bar on a phone", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/transactions");
      await page.getByRole("button", { name: "Nova Transação" }).click();
      const dialog = page.getByRole("dialog", { name: "Nova Transação" });
      await dialog.getByRole("textbox", { name: "Descrição" }).fill(`Toast ${width}`);
      await dialog.getByRole("textbox", { name: "Valor" }).fill("1,00");
      await dialog.getByRole("button", { name: "Adicionar transação" }).click();
      const shown = toast(page, "Transação adicionada");
      await expect(shown).toHaveAttribute("data-mounted", "true");
      // Once it has slid in.
      await animationsFinished(page);
      const box = await shown.boundingBox();
      const header = await page.locator("header").first().boundingBox();
      expect(box && header).toBeTruthy();
      if (!box || !header) return;
      expect(box.y, "below the top bar").toBeGreaterThanOrEqual(header.y + header.height);
      if (width > 600) expect(box.y, "in the lower half").toBeGreaterThan(400);
      await shown.getByRole("button", { name: /fechar|close/i }).click();
    }
  });
});

test.describe("dates in pt-BR", () => {
  test.beforeEach(async ({ page }) => skipOnboardingTour(page));

  test("an impossible day says the date does not exist", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/transactions");
    await page.getByRole("button", { name: "Nova Transação" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova Transação" });
    await dialog.getByRole("textbox", { name: "Descrição" }).fill("Aluguel");
    await dialog.getByRole("textbox", { name: "Valor" }).fill("10,00");
    const date = dialog.getByRole("textbox", { name: "Data", exact: true });
    await date.fill("");
    await date.pressSequentially("31022026");
    await expect(date).toHaveValue("31/02/2026");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(dialog.getByText(dateFieldMessages.impossible)).toBeVisible();
    await expect(dialog.getByText(dateFieldMessages.required)).toHaveCount(0);
    await date.fill("28/02/2026");
    await expect(dialog.getByText(dateFieldMessages.impossible)).toHaveCount(0);
  });

  test("an English browser still shows and takes dd/mm/aaaa, typed or picked in the calendar", async ({ browser, user }) => {
    const context = await browser.newContext({ locale: "en-US", timezoneId: "America/New_York" });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
    await loginAs(page, user);
    await page.goto("/transactions");
    await page.getByRole("button", { name: "Nova Transação" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova Transação" });
    const date = dialog.getByRole("textbox", { name: "Data", exact: true });
    await expect(date).toHaveValue(formatDateBR(todayInSaoPaulo()));
    await expect(date).toHaveAttribute("placeholder", "dd/mm/aaaa");

    // The calendar speaks Portuguese and writes the day back as dd/mm/aaaa.
    await dialog.getByRole("button", { name: "Escolher data no calendário" }).click();
    const calendar = page.getByRole("dialog", { name: "Calendário" });
    await expect(calendar.getByRole("grid")).toBeVisible();
    await expect(calendar.getByText("dom", { exact: true })).toBeVisible();
    const { year, month } = currentYearMonth();
    await calendar.getByRole("button", { name: /\b10 de / }).first().click();
    await expect(calendar).toBeHidden();
    await expect(date).toHaveValue(formatDateBR(toDay(year, month, 10)));

    // Typed: 05/03 is the 5th of March, never May 3rd.
    await date.fill("");
    await date.pressSequentially(`0503${year}`);
    await expect(date).toHaveValue(`05/03/${year}`);
    await dialog.getByRole("textbox", { name: "Descrição" }).fill("Dia cinco");
    await dialog.getByRole("textbox", { name: "Valor" }).fill("5,00");
    await dialog.getByRole("button", { name: "Adicionar transação" }).click();
    await expect(dialog).toBeHidden();
    const { rows } = await e2eDb().query<{ day: string }>(
      "select transaction_date::text as day from transactions where user_id = $1 and description = 'Dia cinco'",
      [user.id],
    );
    expect(rows[0]?.day).toBe(toDay(year, 3, 5));
    await context.close();
  });

  test("at 375 px a long description is cut, never its k/n marker", async ({ page, user }) => {
    await insertTransaction(
      user.id,
      "Notebook Dell Inspiron com monitor externo e teclado sem fio (1/12)",
      todayInSaoPaulo(),
      [1, 12],
    );
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/transactions", "/dashboard"]) {
      await page.goto(path);
      const marker = page.locator("[data-parcel]").first();
      await expect(marker).toHaveText("(1/12)");
      await marker.scrollIntoViewIfNeeded();
      await expect(marker).toBeInViewport();
      // Whole: not narrower than its text, and inside its row.
      const whole = await marker.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const row = (el.parentElement as HTMLElement).getBoundingClientRect();
        return box.width > 0 && el.scrollWidth <= el.clientWidth + 0.5 && box.right <= row.right + 0.5;
      });
      expect(whole, `${path}: the marker is cut`).toBe(true);
    }
  });
});
