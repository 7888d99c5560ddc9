import { describe, expect, it } from "vitest";
import { mailAddress } from "@/lib/format/mail-address";
import { firstChargeDate, trialNotice } from "@/lib/format/trial-notice";

describe("trialNotice", () => {
  it("names the São Paulo day 7 days ahead, R$ 50,00 and the card asked now", () => {
    expect(trialNotice(new Date("2026-03-10T15:00:00Z"))).toBe(
      "7 dias grátis. Pedimos o cartão agora; a primeira cobrança de R$\u00a050,00 é em 17/03/2026.",
    );
  });

  it("counts from the day in São Paulo, not in UTC, across a month's end", () => {
    // 01:30 UTC on 1 March is still 28 February in São Paulo.
    expect(firstChargeDate(new Date("2026-03-01T01:30:00Z"))).toBe("07/03/2026");
    expect(firstChargeDate(new Date("2026-12-28T12:00:00Z"))).toBe("04/01/2027");
  });
});

describe("mailAddress", () => {
  it("takes the address out of a sender with a display name, or the whole value", () => {
    expect(mailAddress("Bolso <nao-responda@bolso.app>")).toBe("nao-responda@bolso.app");
    expect(mailAddress(" suporte@bolso.app ")).toBe("suporte@bolso.app");
  });
});
