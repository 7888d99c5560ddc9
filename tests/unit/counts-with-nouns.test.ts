import { describe, expect, it } from "vitest";
import { countOf } from "@/lib/format/count";
import { attachmentTexts } from "@/components/attachments/attachment-texts";

describe("a count with its noun", () => {
  it("is singular for one and plural otherwise, with the count written the pt-BR way", () => {
    expect(countOf(1, "lançamento removido", "lançamentos removidos")).toBe("1 lançamento removido");
    expect(countOf(0, "lançamento", "lançamentos")).toBe("0 lançamentos");
    expect(countOf(2, "transação", "transações")).toBe("2 transações");
    expect(countOf(1340, "lançamento", "lançamentos")).toBe("1.340 lançamentos");
  });

  it("reads right in the texts that use it", () => {
    expect(attachmentTexts.clip(1)).toBe("1 comprovante anexado");
    expect(attachmentTexts.clip(3)).toBe("3 comprovantes anexados");
  });
});
