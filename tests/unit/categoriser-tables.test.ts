import { describe, expect, it } from "vitest";
import {
  PLUGGY_CATEGORIES,
  isLearnablePluggyCategory,
  pluggyCategoryLineage,
  pluggyCategoryPath,
  starterNamesOfPluggyCategory,
} from "@/lib/domain/pluggy-categories";
import { starterNamesOfCnae, starterNamesOfMcc } from "@/lib/domain/mcc-categories";
import { pickByStarterName } from "@/lib/domain/starter-category-pick";
import { categoryReason } from "@/lib/format/category-reason";
import { CATEGORY_STARTER_SET } from "@/lib/schemas/categories";

const starterNames = new Set(CATEGORY_STARTER_SET.map((category) => category.name));

describe("Pluggy's taxonomy", () => {
  it("walks an 8-digit id up to its parents, and refuses anything else", () => {
    expect(pluggyCategoryLineage("19050001")).toEqual(["19050001", "19050000", "19000000"]);
    expect(pluggyCategoryLineage("05090004")).toEqual(["05090004", "05090000", "05000000"]);
    expect(pluggyCategoryLineage("10000000")).toEqual(["10000000"]);
    expect(pluggyCategoryLineage("1901")).toEqual([]);
    expect(pluggyCategoryLineage("abcdefgh")).toEqual([]);
  });

  it("lands each kind of spending on a starter category, the most specific id first, else its parent", () => {
    expect(starterNamesOfPluggyCategory("10000000")).toEqual(["Mercado"]);
    expect(starterNamesOfPluggyCategory("11020000")).toEqual(["Restaurantes e delivery", "Lazer"]);
    expect(starterNamesOfPluggyCategory("19010000")).toEqual(["Transporte"]);
    expect(starterNamesOfPluggyCategory("19050004")).toEqual(["Transporte", "Impostos e tarifas"]);
    expect(starterNamesOfPluggyCategory("08030000")).toEqual(["Pets", "Compras"]);
    expect(starterNamesOfPluggyCategory("08020000")).toEqual(["Compras"]);
    expect(starterNamesOfPluggyCategory("20030000")).toEqual(["Saúde"]);
    expect(starterNamesOfPluggyCategory("01010000")).toEqual(["Salário"]);
    // An unknown child of a known parent takes the parent's.
    expect(starterNamesOfPluggyCategory("18990000")).toEqual(["Saúde"]);
  });

  it("gives no category to money that only moves, investments, plain transfers and the unknown", () => {
    for (const id of ["04020000", "05070000", "05090004", "05100000", "03020000", "01050000", "99999999", "77000000", "x"]) {
      expect(starterNamesOfPluggyCategory(id)).toEqual([]);
    }
  });

  it("names only starter categories, and knows every id it maps", () => {
    for (const id of Object.keys(PLUGGY_CATEGORIES).filter((each) => each !== "99999999")) {
      for (const name of starterNamesOfPluggyCategory(id)) expect(starterNames.has(name), `${id} → ${name}`).toBe(true);
      expect(PLUGGY_CATEGORIES[`${id.slice(0, 2)}000000`], id).toBeDefined();
    }
  });

  it("learns from specific categories only, never from a Pix, a transfer between own accounts or 'other'", () => {
    expect(isLearnablePluggyCategory("09020000")).toBe(true);
    expect(isLearnablePluggyCategory("10000000")).toBe(true);
    expect(isLearnablePluggyCategory("05070000")).toBe(false);
    expect(isLearnablePluggyCategory("04020000")).toBe(false);
    expect(isLearnablePluggyCategory("99999999")).toBe(false);
    expect(isLearnablePluggyCategory("0907")).toBe(false);
  });

  it("is named on the row's sheet as parent › child, the bank's own name when unknown", () => {
    expect(pluggyCategoryPath("19010000")).toBe("Transporte › Táxi e apps");
    expect(pluggyCategoryPath("19050001")).toBe("Transporte › Combustível");
    expect(pluggyCategoryPath("10000000")).toBe("Supermercado");
    expect(pluggyCategoryPath("42000000", "Something new")).toBe("Something new");
    expect(pluggyCategoryPath(null)).toBeNull();
  });
});

describe("the MCC and CNAE tables", () => {
  it("reads a card purchase's MCC, single codes and the networks' ranges", () => {
    expect(starterNamesOfMcc("5411")).toEqual(["Mercado"]);
    expect(starterNamesOfMcc("5812")).toEqual(["Restaurantes e delivery", "Lazer"]);
    expect(starterNamesOfMcc("4121")).toEqual(["Transporte"]);
    expect(starterNamesOfMcc("5912")).toEqual(["Saúde"]);
    expect(starterNamesOfMcc("0742")).toEqual(["Pets", "Compras"]);
    expect(starterNamesOfMcc("3012")).toEqual(["Viagens", "Lazer"]);
    expect(starterNamesOfMcc("3700")).toEqual(["Viagens", "Lazer"]);
    expect(starterNamesOfMcc("6011")).toEqual([]);
    expect(starterNamesOfMcc("581")).toEqual([]);
    expect(starterNamesOfMcc(null)).toEqual([]);
  });

  it("reads a CNAE however it is written, with the pet-shop subclass apart from other retail", () => {
    expect(starterNamesOfCnae("5611-2/01")).toEqual(["Restaurantes e delivery", "Lazer"]);
    expect(starterNamesOfCnae("56.11-2-01")).toEqual(["Restaurantes e delivery", "Lazer"]);
    expect(starterNamesOfCnae("4711302")).toEqual(["Mercado"]);
    expect(starterNamesOfCnae("4789-0/04")).toEqual(["Pets", "Compras"]);
    expect(starterNamesOfCnae("4789-0/99")).toEqual(["Compras"]);
    expect(starterNamesOfCnae("0111-3/01")).toEqual([]);
    expect(starterNamesOfCnae("47")).toEqual([]);
    expect(starterNamesOfCnae(null)).toEqual([]);
  });

  it("names only starter categories", () => {
    const codes = [...Array(10_000).keys()].map((n) => String(n).padStart(4, "0"));
    for (const code of codes) {
      for (const name of [...starterNamesOfMcc(code), ...starterNamesOfCnae(code)]) expect(starterNames.has(name), code).toBe(true);
    }
  });
});

describe("pickByStarterName", () => {
  const mine = [
    { id: "1", name: "  mercado ", type: "despesa" as const },
    { id: "2", name: "Lazer", type: "despesa" as const },
    { id: "3", name: "Salario", type: "receita" as const },
    { id: "4", name: "Outros", type: "ambas" as const },
  ];

  it("finds the person's category by name, case, accents and spaces ignored, the nearest name first", () => {
    expect(pickByStarterName(mine, ["Mercado"], "despesa")?.id).toBe("1");
    expect(pickByStarterName(mine, ["Restaurantes e delivery", "Lazer"], "despesa")?.id).toBe("2");
    expect(pickByStarterName(mine, ["Salário"], "receita")?.id).toBe("3");
    expect(pickByStarterName(mine, ["Outros"], "receita")?.id).toBe("4");
  });

  it("answers none when no name is theirs or none fits the row's type", () => {
    expect(pickByStarterName(mine, ["Pets", "Compras"], "despesa")).toBeNull();
    expect(pickByStarterName(mine, ["Salário"], "despesa")).toBeNull();
    expect(pickByStarterName(mine, [], "despesa")).toBeNull();
  });
});

describe("categoryReason", () => {
  it("says why, in the sheet's words", () => {
    expect(categoryReason({ source: "rule", ruleTerm: "Uber" })).toBe("pela regra “Uber”");
    expect(categoryReason({ source: "payee", payeeName: "iFood" })).toBe("pelo favorecido “iFood”");
    expect(categoryReason({ source: "history" })).toBe("pelo seu histórico");
    expect(categoryReason({ source: "bank", bankCategory: "Transporte › Táxi e apps" })).toBe("pela categoria do banco (Transporte › Táxi e apps)");
    expect(categoryReason({ source: "mcc" })).toBe("pelo tipo de estabelecimento");
    expect(categoryReason({ source: "person" })).toBe("escolhida por você");
  });

  it("still says something without the detail, and nothing without a source", () => {
    expect(categoryReason({ source: "rule" })).toBe("por uma regra sua");
    expect(categoryReason({ source: "payee", payeeName: null })).toBe("pelo favorecido");
    expect(categoryReason({ source: "bank" })).toBe("pela categoria do banco");
    expect(categoryReason({ source: null })).toBeNull();
  });
});
