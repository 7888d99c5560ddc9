import { describe, expect, it } from "vitest";
import { connectedAccountName, linkScore, namesInstitution } from "@/lib/domain/account-link-match";
import { chooseTwin, textSimilarity } from "@/lib/domain/twin-choice";

describe("which of the person's accounts a connected one is", () => {
  it("reads the institution in a name, accents and case aside, 'Nu' for 'Nubank', generic words aside", () => {
    expect(namesInstitution("Nubank", "Nubank")).toBe(true);
    expect(namesInstitution("Cartão Nubank", "Nubank")).toBe(true);
    expect(namesInstitution("Nu", "Nubank")).toBe(true);
    expect(namesInstitution("Conta Itau", "Itaú Unibanco")).toBe(true);
    expect(namesInstitution("Conta corrente", "Nubank")).toBe(false);
    expect(namesInstitution("Cartão de crédito", "Banco Inter")).toBe(false);
  });

  it("a card fits by its last four digits too, and better with a word of its name", () => {
    const card = { institution: "Nubank", names: ["Nubank Mastercard"], number: "5432", credit: true };
    expect(linkScore("Cartão final 5432", card)).toBeGreaterThan(0);
    expect(linkScore("Cartão Nubank", card)).toBeGreaterThan(linkScore("Roxinho", { ...card, names: [] }));
    expect(linkScore("Cartão do mercado", card)).toBe(0);
  });

  it("names a new one after its marketing name without repeating the bank", () => {
    expect(connectedAccountName("Nubank", "Nubank Mastercard")).toBe("Nubank Mastercard");
    expect(connectedAccountName("Nubank", "Conta Corrente")).toBe("Nubank · Conta Corrente");
  });
});

describe("which typed row a bank row is", () => {
  const row = (id: string, description: string, distance: number, categoryId: string | null = null) => ({
    id,
    description,
    distance,
    categoryId,
    day: "2026-11-10",
  });

  it("takes the nearest day, then the most alike text", () => {
    expect(chooseTwin([row("a", "Uber", 1), row("b", "Padaria", 0)], ["UBER TRIP"])).toMatchObject({ id: "b" });
    expect(chooseTwin([row("a", "Uber", 0), row("b", "Padaria Pão Quente", 0)], ["PADARIA PAO QUENTE"])).toMatchObject({ id: "b" });
    expect(textSimilarity("Mercado", "PIX ENVIADO SUPERMERCADO")).toBe(0);
    expect(textSimilarity("Padaria", "PADARIA PAO QUENTE")).toBe(1);
  });

  it("does not guess between two different rows equally good, but takes either of two identical ones", () => {
    expect(chooseTwin([row("a", "Uber", 0), row("b", "Farmácia", 0)], ["COMPRA DEBITO"])).toBe("ambiguous");
    expect(chooseTwin([row("a", "Café", 0, "c1"), row("b", "Café", 0, "c1")], ["CAFETERIA"])).toMatchObject({ id: "a" });
    expect(chooseTwin([], ["X"])).toBeNull();
  });
});
