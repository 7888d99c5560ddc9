import { describe, expect, it } from "vitest";
import { auditLine, initialSplit, splitBody, toDialogTransaction } from "@/components/transactions/household-row";
import type { SharedRowInfo } from "@/components/transactions/household-row";
import type { TransactionJson } from "@/lib/schemas/transactions";

const ANA = "00000000-0000-4000-8000-00000000000a";
const BRUNO = "00000000-0000-4000-8000-00000000000b";

const shared = (part: Partial<SharedRowInfo>): SharedRowInfo => ({
  ownerId: ANA,
  household: false,
  paidBy: ANA,
  split: null,
  createdBy: { id: ANA, name: "Ana" },
  updatedBy: null,
  updatedAt: "2026-12-03T15:00:00.000Z",
  access: "owner",
  ...part,
});

describe("auditLine", () => {
  it("names who typed the row and who changed it last, with the day", () => {
    expect(auditLine(shared({ updatedBy: { id: BRUNO, name: "Bruno" } }))).toBe(
      "lançado por Ana, alterado por Bruno em 03/12",
    );
    expect(auditLine(shared({}))).toBe("lançado por Ana");
  });

  it("says ex-membro once the author's account is gone, and nothing for a plain row", () => {
    expect(auditLine(shared({ createdBy: null }))).toBe("lançado por ex-membro");
    expect(auditLine(undefined)).toBeNull();
  });
});

describe("splitBody", () => {
  it("sends null for the household's split and percent per member for a custom one", () => {
    expect(splitBody({ kind: "default" })).toEqual({ split: null });
    expect(splitBody({ kind: "custom", percents: { [ANA]: "33,33", [BRUNO]: "66.67" } })).toEqual({
      split: { [ANA]: 33.33, [BRUNO]: 66.67 },
    });
    expect(splitBody({ kind: "custom", percents: { [ANA]: "100", [BRUNO]: "" } })).toEqual({
      split: { [ANA]: 100, [BRUNO]: 0 },
    });
  });

  it("refuses shares that miss 100% or are not percentages, with the API's messages", () => {
    expect(splitBody({ kind: "custom", percents: { [ANA]: "50", [BRUNO]: "49,99" } })).toEqual({
      error: "As partes da divisão devem somar 100%.",
    });
    expect(splitBody({ kind: "custom", percents: { [ANA]: "metade", [BRUNO]: "50" } })).toEqual({
      error: "Cada parte da divisão deve ser uma porcentagem de 0 a 100, com até duas casas decimais.",
    });
    expect(splitBody({ kind: "custom", percents: { [ANA]: "33,333", [BRUNO]: "66,667" } })).toEqual({
      error: "Cada parte da divisão deve ser uma porcentagem de 0 a 100, com até duas casas decimais.",
    });
  });
});

describe("initialSplit", () => {
  it("starts a row's own split as typed percentages, and the household's as the default", () => {
    expect(initialSplit(null, [ANA, BRUNO])).toEqual({ kind: "default" });
    expect(initialSplit({ [ANA]: 25, [BRUNO]: 75.5 }, [ANA, BRUNO])).toEqual({
      kind: "custom",
      percents: { [ANA]: "25", [BRUNO]: "75,5" },
    });
  });
});

describe("toDialogTransaction", () => {
  const row = (part: Partial<TransactionJson>): TransactionJson =>
    ({
      _id: "t1",
      description: "Mercado",
      valor: 10,
      transactionDate: "2026-12-01",
      categoryId: null,
      paymentMethodId: null,
      transactionTypeId: { _id: "d", transactionType: "despesa" },
      isObjective: false,
      objectiveId: null,
      installmentGroupId: null,
      installmentIndex: null,
      installmentCount: null,
      tags: [],
      payeeId: null,
      categorySource: null,
      categoryBasis: null,
      ownerId: ANA,
      household: false,
      paidBy: ANA,
      split: null,
      createdBy: { id: ANA, name: "Ana" },
      updatedBy: null,
      updatedAt: "2026-12-01T12:00:00.000Z",
      access: "owner",
      ...part,
    }) as TransactionJson;

  it("leaves the household's facts off a plain row of the person's own", () => {
    expect(toDialogTransaction(row({})).shared).toBeUndefined();
  });

  it("carries them on another member's row, a row da casa, or one changed by someone else", () => {
    expect(toDialogTransaction(row({ access: "read" })).shared?.access).toBe("read");
    expect(toDialogTransaction(row({ household: true })).shared?.household).toBe(true);
    expect(toDialogTransaction(row({ updatedBy: { id: BRUNO, name: "Bruno" } })).shared?.updatedBy?.name).toBe("Bruno");
    expect(toDialogTransaction(row({ createdBy: null })).shared?.createdBy).toBeNull();
  });
});
