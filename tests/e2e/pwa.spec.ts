import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createUser, expect, loginAs, screenshot, test } from "./fixtures";

// A phone, the installed app's size, with the service worker the rest of the suite blocks.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: "allow" });

test.beforeEach(async ({ page }) => {
  // The first-use tour is another feature; it would only float over these screens.
  await page.addInitScript(() => localStorage.setItem("onboardingTourCompleted", "true"));
});

/**
 * Waits until the service worker is activated and controls the page; returns its script URL. The
 * worker claims the pages open when it activates, but the Clients API skips one still loading: a
 * page whose load began while the worker was installing (here, one loaded right after the worker was
 * registered on another screen) stays uncontrolled until its next load, as it would for a person. So
 * when no controller arrives, the page is loaded once more, and that load must be the worker's.
 */
async function activeWorker(page: Page): Promise<string> {
  const settle = () =>
    page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker && worker.state !== "activated") {
        await new Promise((resolve) => worker.addEventListener("statechange", resolve, { once: true }));
      }
      if (!navigator.serviceWorker.controller) {
        // clients.claim() runs in the worker's activate handler and reaches a ready page within moments.
        await Promise.race([
          new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true })),
          new Promise((resolve) => setTimeout(resolve, 3000)),
        ]);
      }
      return {
        scriptURL: worker?.state === "activated" ? worker.scriptURL : "",
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
  let state = await settle();
  if (!state.controlled) {
    await page.reload();
    state = await settle();
  }
  expect(state.controlled, "the page is controlled by the service worker").toBe(true);
  return state.scriptURL;
}

/** axe's serious and critical findings on the page as it is now. */
async function seriousFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

/** The URLs (path and query) the worker keeps as screens. */
async function keptScreens(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has("bolso-telas"))) return [];
    const requests = await (await caches.open("bolso-telas")).keys();
    return requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);
  });
}

test.describe("installable app (PWA)", () => {
  test("every page links the manifest; it installs Bolso with real PNG icons and shortcuts", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const res = await request.get("/manifest.webmanifest");
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as {
      name: string;
      lang: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { name: string }[];
    };
    expect([manifest.name, manifest.lang, manifest.display, manifest.start_url]).toEqual(["Bolso", "pt-BR", "standalone", "/dashboard"]);
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(["Nova transação", "Transações"]);
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()["content-type"], icon.src).toBe("image/png");
      const bytes = await png.body();
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    const themes = await page.locator('meta[name="theme-color"]').evaluateAll((metas) =>
      metas.map((meta) => `${meta.getAttribute("media")} ${meta.getAttribute("content")}`),
    );
    expect(themes).toEqual(["(prefers-color-scheme: light) #ffffff", "(prefers-color-scheme: dark) #09090b"]);
  });

  test("the service worker activates, and the dashboard reads offline after one visit, saying when it is from", async ({ page, context, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/dashboard");
    expect(await activeWorker(page)).toMatch(/\/sw\.js$/);
    // The first visit came before the worker: the page asks it to keep the screen.
    await expect.poll(() => keptScreens(page)).toContain("/dashboard");

    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("offline-stamp")).toHaveText(/^Sem conexão · dados de hoje, \d\d:\d\d$/);
    await screenshot(page, "pwa-offline-dashboard-light-375");
    expect(await seriousFindings(page)).toEqual([]);

    // A screen never opened here: the pt-BR offline page, not the browser's error.
    await page.goto("/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Você está sem conexão" })).toBeVisible();
    await expect(page).toHaveURL(/\/reports$/);
    await screenshot(page, "pwa-offline-page-light-375");
    expect(await seriousFindings(page)).toEqual([]);
    await context.setOffline(false);
  });

  test("a screen reached by client navigation is kept too", async ({ page, context, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/dashboard");
    await activeWorker(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Categorias" }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect.poll(() => keptScreens(page)).toContain("/categories");
    await context.setOffline(true);
    await page.goto("/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Categorias" })).toBeVisible();
    await context.setOffline(false);
  });

  test("Sair forgets every kept screen: offline, the next person finds only the offline page", async ({ page, context, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/dashboard");
    await activeWorker(page);
    await expect.poll(() => keptScreens(page)).toContain("/dashboard");

    await page.getByRole("button", { name: "Menu da conta" }).click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const names = await page.evaluate(() => caches.keys());
    expect(names.filter((name) => !name.startsWith("serwist-precache"))).toEqual([]);

    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Você está sem conexão" })).toBeVisible();
    await context.setOffline(false);
  });

  test("another person signing in on the same browser never sees the previous one's screens", async ({ page, context }) => {
    const first = await createUser({ name: "Primeira Pessoa" });
    await loginAs(page, first);
    await page.goto("/dashboard");
    await activeWorker(page);
    await expect.poll(() => keptScreens(page)).toContain("/dashboard");

    // No Sair: the first session is simply replaced by another person's.
    const second = await createUser({ name: "Segunda Pessoa" });
    await loginAs(page, second);
    await page.goto("/settings");
    await expect.poll(() => keptScreens(page)).not.toContain("/dashboard");
    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Você está sem conexão" })).toBeVisible();
    await expect(page.getByText("Primeira Pessoa")).toHaveCount(0);
    await context.setOffline(false);
  });

  test("Configurações offers 'Instalar o app' when the browser does, and it installs", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Instalar o app" });
    await expect(card).toBeVisible();
    // What Chromium sends when Bolso is installable (its own prompt cannot be driven headless).
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt"), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(offer);
    });
    await expect(card.getByRole("button", { name: "Instalar o app" })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await card.getByRole("button", { name: "Instalar o app" }).click();
    await expect(card).toContainText("O Bolso já está instalado neste aparelho.");
  });
});

test.describe("the installed app's shortcuts", () => {
  test("'Nova transação' (/transactions?nova=1) opens the form on arrival; 'Transações' does not", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/transactions?nova=1");
    await expect(page.getByRole("dialog", { name: "Nova Transação" })).toBeVisible();
    await page.goto("/transactions");
    await expect(page.getByRole("heading", { level: 1, name: "Transações" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("installing on iOS Safari", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  });

  test("Configurações tells how: Compartilhar → Adicionar à Tela de Início", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto("/settings");
    await expect(page.getByTestId("install-ios-steps")).toHaveText(
      /No Safari, toque em Compartilhar .*e depois em Adicionar à Tela de Início\./,
    );
  });
});

test.describe("offline screens, dark", () => {
  test("the offline dashboard and the offline page in the dark theme", async ({ page, context, user }) => {
    expect(user.id).toBeTruthy();
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("/settings");
    await screenshot(page, "pwa-settings-dark-375");
    expect(await seriousFindings(page)).toEqual([]);
    await page.goto("/dashboard");
    await activeWorker(page);
    await expect.poll(() => keptScreens(page)).toContain("/dashboard");
    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page.getByTestId("offline-stamp")).toBeVisible();
    await screenshot(page, "pwa-offline-dashboard-dark-375");
    expect(await seriousFindings(page)).toEqual([]);
    await page.goto("/budgets");
    await expect(page.getByRole("heading", { level: 1, name: "Você está sem conexão" })).toBeVisible();
    await screenshot(page, "pwa-offline-page-dark-375");
    expect(await seriousFindings(page)).toEqual([]);
    await context.setOffline(false);
  });
});
