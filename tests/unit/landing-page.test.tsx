import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Features } from "@/components/marketing/features";
import { SiteFooter } from "@/components/marketing/site-footer";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

afterEach(() => {
  vi.useRealTimers();
});

describe("the landing page", () => {
  it("says what Bolso does that others don't: the bank, the offline phone app, Pix and boleto, receipts, faturas", () => {
    const page = text(renderToStaticMarkup(<Features />));
    for (const claim of ["Open Finance", "sem internet", "Pix", "boleto", "comprovante", "fatura", "parcelas"]) {
      expect(page.toLowerCase()).toContain(claim.toLowerCase());
    }
  });

  it("marks Imposto de Renda as coming, not as done", () => {
    const html = renderToStaticMarkup(<Features />);
    expect(text(html)).toMatch(/Imposto de Renda Em breve/);
  });

  it("writes the footer's year from the clock, in São Paulo", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-06-01T12:00:00.000Z") });
    expect(text(renderToStaticMarkup(<SiteFooter />))).toContain("© 2031 Bolso");
    // 23:30 of 31/12/2030 in São Paulo is already 2031 in UTC.
    vi.setSystemTime(new Date("2031-01-01T02:30:00.000Z"));
    expect(text(renderToStaticMarkup(<SiteFooter />))).toContain("© 2030 Bolso");
  });
});
