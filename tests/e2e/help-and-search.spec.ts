import { formatDateBR } from "@/lib/format/dates";
import { createUser, e2eDb, expect, loginAs, readMail, test, waitForMail } from "./fixtures";

/** The support inbox of the e2e server (its SUPPORT_EMAIL); MAIL_FROM is the no-reply sender. */
const SUPPORT_INBOX = "suporte@bolso.app";
const NO_REPLY = "nao-responda@bolso.app";

async function insertTransaction(userId: string, description: string, date: string): Promise<string> {
  const { rows } = await e2eDb().query<{ id: string }>(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
     select $1, $2, 899.9, $3, id from transaction_types where transaction_type = 'despesa' returning id`,
    [userId, description, date],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("e2e: transação não criada");
  return id;
}

const trialSentence = () =>
  `7 dias grátis. Pedimos o cartão agora; a primeira cobrança de R$\u00a050,00 é em ${formatDateBR(new Date(Date.now() + 7 * 86_400_000))}.`;

test.describe("not found", () => {
  test("an unknown API path answers a JSON 404 for every method", async ({ request }) => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await request.fetch("/api/v1/nao-existe", { method });
      expect(res.status(), method).toBe(404);
      expect(res.headers()["content-type"]).toContain("application/json");
      expect(await res.json()).toMatchObject({ message: "Recurso não encontrado." });
    }
  });

  test("a known API path with an unsupported method answers 405 with Allow", async ({ request }) => {
    const res = await request.fetch("/api/v1/category", { method: "PUT", data: {} });
    expect(res.status()).toBe(405);
    expect(res.headers()["allow"]).toBe("OPTIONS, POST");
    expect(await res.json()).toMatchObject({ message: "Método não permitido para este recurso." });
  });

  test("an unknown page is 404 HTML rendered on the server, with its text and links home", async ({ request }) => {
    const res = await request.get("/nao-existe");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).not.toContain("__next_error__");
    expect(html).toContain("Página não encontrada</h1>");
    expect(html).toMatch(/href="\/"[^>]*>Voltar para o início</);
    expect(html).toMatch(/href="\/dashboard"[^>]*>Ir para o painel</);
  });
});

test.describe("terms, privacy and help", () => {
  test("answer 200 with their real content, linked from the landing's footer and the sign-up", async ({ page, request }) => {
    const pages = {
      "/termos": ["Termos de uso", "R$\u00a050,00", "art. 49 do Código de Defesa do Consumidor", "Limites de responsabilidade", SUPPORT_INBOX],
      "/privacidade": ["Política de privacidade", "art. 18 da LGPD", "Stripe", "Por quanto tempo guardamos", SUPPORT_INBOX],
      "/ajuda": ["Perguntas frequentes", "Como cancelo a assinatura?", "Fale com o suporte", SUPPORT_INBOX],
    };
    for (const [path, texts] of Object.entries(pages)) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      for (const text of texts) expect(html, `${path}: ${text}`).toContain(text);
      expect(html, `${path} publishes the no-reply sender`).not.toContain(NO_REPLY);
    }
    await page.goto("/");
    const footer = page.getByRole("navigation", { name: "Informações legais" });
    await expect(footer.getByRole("link", { name: "Termos de uso" })).toHaveAttribute("href", "/termos");
    await expect(footer.getByRole("link", { name: "Privacidade" })).toHaveAttribute("href", "/privacidade");
    await expect(footer.getByRole("link", { name: "Ajuda" })).toHaveAttribute("href", "/ajuda");
    await expect(page.getByTestId("trial-notice")).toHaveText(trialSentence());
    await page.goto("/auth/register");
    await expect(page.getByRole("link", { name: "Termos de uso" })).toHaveAttribute("href", "/termos");
    await expect(page.getByRole("link", { name: "Política de privacidade" })).toHaveAttribute("href", "/privacidade");
  });

  test("a subscriber's message reaches support with Reply-To and [Prioritário], and the receipt reaches them", async ({ page, user }) => {
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Ajuda" }).first().click();
    await expect(page).toHaveURL(/\/ajuda$/);
    await expect(page.getByLabel("Nome")).toHaveValue(user.name);
    await expect(page.getByLabel("E-mail")).toHaveValue(user.email);

    await page.getByLabel("Assunto").fill("Cobrança em dobro");
    await page.getByLabel("Mensagem").fill("curta");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByText("A mensagem deve ter entre 10 e 5.000 caracteres.")).toBeVisible();

    await page.getByLabel("Mensagem").fill("Fui cobrada duas vezes neste mês, podem verificar?");
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Recebemos sua mensagem" })).toBeVisible();

    const delivered = (await readMail(SUPPORT_INBOX)).find((mail) => mail.text.includes(user.email));
    expect(delivered?.subject).toBe("[Prioritário] [Ajuda] Cobrança em dobro");
    expect(delivered?.replyTo).toContain(user.email);
    const receipt = await waitForMail(user.email);
    expect(receipt.subject).toBe("Recebemos sua mensagem: Bolso");
  });
});

test.describe("the trial said plainly", () => {
  test("the plan card says the card is asked now and the day of the first charge, before the button", async ({ page }) => {
    const user = await createUser({ subscriptionStatus: "inactive" });
    await loginAs(page, user);
    await page.goto("/subscription");
    const notice = page.getByTestId("trial-notice");
    await expect(notice).toHaveText(trialSentence());
    const noticeBox = await notice.boundingBox();
    const buttonBox = await page.getByRole("button", { name: /Assinar/ }).boundingBox();
    expect(noticeBox && buttonBox && noticeBox.y < buttonBox.y).toBe(true);
  });
});

test.describe("search", () => {
  test("the palette finds a transaction of another month by part of its description and opens it highlighted", async ({ page, user }) => {
    const id = await insertTransaction(user.id, "Conserto da geladeira Brastemp", "2025-06-14");
    await insertTransaction(user.id, "Mercado do mês", "2025-06-20");
    await page.goto("/dashboard");
    const input = page.getByRole("combobox", { name: "Buscar telas e transações" });
    // The shortcut listens once the page is hydrated: pressed earlier, it is pressed again.
    await expect(async () => {
      await page.keyboard.press("Control+k");
      await expect(input).toBeFocused({ timeout: 1_000 });
    }).toPass();
    await input.fill("GELADEIRA bras");
    const result = page.getByRole("option", { name: /Conserto da geladeira Brastemp/ });
    await expect(result).toBeVisible();
    await expect(page.getByRole("option", { name: /Mercado do mês/ })).toHaveCount(0);
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(new RegExp(`/transactions\\?month=6&year=2025&highlight=${id}`));
    const row = page.locator(`li#transacao-${id}`);
    await expect(row).toHaveAttribute("data-highlighted", "true");
    await expect(row).toContainText("Conserto da geladeira Brastemp");
    await expect(row).toBeInViewport();
    await expect(row).toBeFocused();
  });

  test("the search box opens the palette with a click and jumps to a screen", async ({ page, user }) => {
    expect(user.email).toContain("@");
    await page.goto("/transactions");
    const input = page.getByRole("combobox", { name: "Buscar telas e transações" });
    await expect(async () => {
      await page.getByRole("button", { name: "Buscar (telas e transações) Ctrl K" }).click();
      await expect(input).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await input.fill("categ");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/categories$/);
  });
});
