import { describe, expect, it } from "vitest";
import { categoryFits, keepsCategory } from "@/lib/domain/category-types";

const categories = [
  { _id: "mercado", type: "despesa" as const },
  { _id: "salario", type: "receita" as const },
  { _id: "presentes", type: "ambas" as const },
  { _id: "antiga" },
];

describe("categoryFits", () => {
  it("lets a category hold its own type, and one of both (or untyped) hold either", () => {
    expect(categoryFits({ type: "despesa" }, "despesa")).toBe(true);
    expect(categoryFits({ type: "despesa" }, "receita")).toBe(false);
    expect(categoryFits({ type: "receita" }, "despesa")).toBe(false);
    expect(categoryFits({ type: "ambas" }, "receita")).toBe(true);
    expect(categoryFits({}, "despesa")).toBe(true);
  });
});

describe("keepsCategory", () => {
  it("drops a chosen category that holds only the other type", () => {
    expect(keepsCategory(categories, "mercado", "receita")).toBe(false);
    expect(keepsCategory(categories, "salario", "despesa")).toBe(false);
  });

  it("keeps a category of the new type, of both, or untyped", () => {
    expect(keepsCategory(categories, "mercado", "despesa")).toBe(true);
    expect(keepsCategory(categories, "salario", "receita")).toBe(true);
    expect(keepsCategory(categories, "presentes", "receita")).toBe(true);
    expect(keepsCategory(categories, "presentes", "despesa")).toBe(true);
    expect(keepsCategory(categories, "antiga", "receita")).toBe(true);
  });

  it("keeps what is not one of the categories: no choice, or one not in the list", () => {
    expect(keepsCategory(categories, "", "receita")).toBe(true);
    expect(keepsCategory(categories, undefined, "despesa")).toBe(true);
    expect(keepsCategory(categories, null, "receita")).toBe(true);
    expect(keepsCategory(categories, "apagada", "receita")).toBe(true);
    expect(keepsCategory([], "mercado", "receita")).toBe(true);
  });
});
