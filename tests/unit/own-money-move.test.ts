import { describe, expect, it } from "vitest";
import {
  documentMayBeOwners,
  ownMoneyMove,
  type OwnMoveRow,
} from "@/lib/domain/own-money-move";

const owner = { document: "39053344705", fullName: "Ana Beatriz Souza" };
const row = (over: Omit<Partial<OwnMoveRow>, "facts"> & { facts?: Partial<OwnMoveRow["facts"]> } = {}): OwnMoveRow => ({
  type: "despesa",
  description: "PIX ENVIADO",
  rawDescription: "PIX ENVIADO",
  ...over,
  facts: {
    categoryId: null,
    category: null,
    counterpartyName: null,
    counterpartyDocument: null,
    ...over.facts,
  },
});

describe("ownMoneyMove", () => {
  it("Pluggy's same-person transfer category (04…) is an own transfer, either way", () => {
    expect(ownMoneyMove(row({ facts: { categoryId: "04000000" } }), owner)).toBe("own_transfer");
    expect(ownMoneyMove(row({ type: "receita", facts: { categoryId: "04010000" } }), owner)).toBe("own_transfer");
  });

  it("a Pix to the holder's own full CPF is an own transfer; to someone else's it is spending", () => {
    expect(ownMoneyMove(row({ facts: { counterpartyDocument: "390.533.447-05" } }), owner)).toBe("own_transfer");
    expect(ownMoneyMove(row({ facts: { counterpartyDocument: "529.982.247-25" } }), owner)).toBeNull();
    expect(ownMoneyMove(row({ facts: { counterpartyDocument: "390.533.447-05" } }), { document: null, fullName: null })).toBeNull();
  });

  it("a masked CPF matches only on its shown digits AND the holder's name", () => {
    const masked = "***.533.447-**";
    expect(ownMoneyMove(row({ facts: { counterpartyDocument: masked, counterpartyName: "ANA BEATRIZ SOUZA" } }), owner)).toBe("own_transfer");
    expect(ownMoneyMove(row({ facts: { counterpartyDocument: masked, counterpartyName: "Ána  Beatriz Souza" } }), owner)).toBe("own_transfer");
    // Same shown digits, another person.
    expect(ownMoneyMove(row({ facts: { counterpartyDocument: masked, counterpartyName: "João Silva" } }), owner)).toBeNull();
    // Same name, other digits.
    expect(ownMoneyMove(row({ facts: { counterpartyDocument: "***.111.447-**", counterpartyName: "Ana Beatriz Souza" } }), owner)).toBeNull();
    expect(ownMoneyMove(row({ facts: { counterpartyDocument: masked } }), owner)).toBeNull();
  });

  it("aplicações and resgates (Pluggy 03…, or the words banks print) are investment moves; earnings are income", () => {
    expect(ownMoneyMove(row({ facts: { categoryId: "03020000" } }), owner)).toBe("investment");
    expect(ownMoneyMove(row({ description: "APLICACAO CDB" }), owner)).toBe("investment");
    expect(ownMoneyMove(row({ description: "Aplicação RDB" }), owner)).toBe("investment");
    expect(ownMoneyMove(row({ description: "APLIC POUP" }), owner)).toBe("investment");
    expect(ownMoneyMove(row({ type: "receita", description: "RESGATE CDB" }), owner)).toBe("investment");
    expect(ownMoneyMove(row({ type: "receita", description: "RENDIMENTO CDB" }), owner)).toBeNull();
    expect(ownMoneyMove(row({ description: "APLICATIVO UBER" }), owner)).toBeNull();
  });

  it("a saque (text or Pluggy's ATM category) moves money to cash; a deposit named saque is not", () => {
    expect(ownMoneyMove(row({ description: "SAQUE 24H BANCO24HORAS" }), owner)).toBe("cash");
    expect(ownMoneyMove(row({ description: "RETIRADA", facts: { category: "ATM withdrawal" } }), owner)).toBe("cash");
    expect(ownMoneyMove(row({ type: "receita", description: "ESTORNO SAQUE" }), owner)).toBeNull();
  });

  it("ordinary spending and income are no move", () => {
    expect(ownMoneyMove(row({ description: "IFOOD", facts: { categoryId: "11020000" } }), owner)).toBeNull();
    expect(ownMoneyMove(row({ type: "receita", description: "SALARIO", facts: { categoryId: "01010000" } }), owner)).toBeNull();
  });
});

describe("documentMayBeOwners", () => {
  it("needs the same length and at least three shown digits", () => {
    expect(documentMayBeOwners("39053344705", "39053344705")).toBe("full");
    expect(documentMayBeOwners("***.***.***-05", "39053344705")).toBeNull();
    expect(documentMayBeOwners("***.533.447-**", "39053344705")).toBe("masked");
    expect(documentMayBeOwners("12.345.678/0001-95", "39053344705")).toBeNull();
  });
});
