import { describe, expect, it } from "vitest";
import { labelSchemas } from "@/lib/schemas/labels";
import { TAGS_PER_TRANSACTION, tagListSchema, tagMessages, tagNameSchema } from "@/lib/schemas/tags";
import { withoutInvisibleCharacters } from "@/lib/schemas/visible-text";

const label = labelSchemas({ nameRequired: "O nome é obrigatório.", idInvalid: "Identificador inválido." });

describe("names lose their invisible characters", () => {
  it("strips zero-width characters, the BOM, soft hyphens and bidirectional controls", () => {
    expect(withoutInvisibleCharacters("\u200bVia\u200cgem\u2060\ufeff")).toBe("Viagem");
    expect(withoutInvisibleCharacters("fatura\u202efdp.exe")).toBe("faturafdp.exe");
    expect(withoutInvisibleCharacters("\u202aA\u202b\u202c\u202d\u2066B\u2067\u2068\u2069\u200e\u200f\u061c")).toBe("AB");
    expect(withoutInvisibleCharacters("re\u00adforma")).toBe("reforma");
    expect(withoutInvisibleCharacters("a\u200db")).toBe("ab");
  });

  it("keeps the joiner inside an emoji sequence, and every visible letter", () => {
    const family = "\u{1F468}\u200d\u{1F469}\u200d\u{1F467}";
    const heartOnFire = "\u2764\ufe0f\u200d\u{1F525}";
    expect(withoutInvisibleCharacters(`Casa ${family}`)).toBe(`Casa ${family}`);
    expect(withoutInvisibleCharacters(heartOnFire)).toBe(heartOnFire);
    expect(withoutInvisibleCharacters("Açaí à beça — 100%")).toBe("Açaí à beça — 100%");
  });

  it("a tag name made only of invisible characters is empty", () => {
    expect(tagNameSchema.parse(" \u200bViagem\u200b ")).toBe("Viagem");
    const blank = tagNameSchema.safeParse("\u200b\u200b\u2060");
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(tagMessages.nameRequired);
  });

  it("a tag spelled with a zero-width space is the same tag", () => {
    expect(tagListSchema.parse(["Viagem", "Via\u200bgem"])).toEqual(["Viagem"]);
  });

  it("a category or payment method name is stripped too", () => {
    expect(label.input.parse({ name: "\u202eMercado" }).name).toBe("Mercado");
    expect(label.input.safeParse({ name: "\u200b" }).success).toBe(false);
  });
});

describe("the 10-tag limit counts tags as the database does", () => {
  it('folds accents as well as case: "São Paulo", "Sao Paulo" and 9 more are 10 tags, accepted', () => {
    const nine = Array.from({ length: 9 }, (_, k) => `Tag ${k + 1}`);
    const names = tagListSchema.parse(["São Paulo", "Sao Paulo", ...nine]);
    expect(names).toEqual(["São Paulo", ...nine]);
    expect(names).toHaveLength(TAGS_PER_TRANSACTION);
    expect(tagListSchema.safeParse(["São Paulo", "SAO PAULO", "sao paulo", ...nine, "Tag 10"]).success).toBe(false);
  });
});
