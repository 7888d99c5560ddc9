import type { FakeItem } from "./pluggy-shapes";
import type { FakePluggyState } from "./pluggy-state";

const MERCHANTS: Array<[string, number]> = [
  ["Supermercado Pão de Açúcar", -187.42],
  ["iFood", -54.9],
  ["Posto Shell", -220.0],
  ["Farmácia Drogasil", -38.75],
  ["Padaria Real", -17.5],
  ["Uber", -23.6],
];

const CARD_MERCHANTS: Array<[string, number]> = [
  ["Netflix", 55.9],
  ["Amazon", 129.99],
  ["Restaurante Fogo de Chão", 310.0],
  ["Spotify", 21.9],
];

/** Noon in São Paulo (UTC−3, no daylight saving since 2019) on the São Paulo day `daysAgo` before `now`. */
function dayAgo(now: Date, daysAgo: number): string {
  const day = new Date(now.getTime() - 3 * 3_600_000 - daysAgo * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T15:00:00.000Z`;
}

/**
 * What "Pluggy Bank" holds for a new connection: a conta corrente and a credit card with three
 * months of transactions (salary, Pix, purchases, a parcelado) and the card's bills. Deterministic
 * for a given day, so `npm run dev:bank` and the e2e see the same rows.
 */
export function seedSampleBank(state: FakePluggyState, item: FakeItem, now: Date = new Date()): void {
  const bank = state.addAccount(item.id, { type: "BANK", name: "Conta corrente", balance: 4821.37 });
  const closes = new Date(now.getTime() + 5 * 86_400_000).toISOString();
  const due = new Date(now.getTime() + 12 * 86_400_000).toISOString();
  const card = state.addAccount(item.id, {
    type: "CREDIT",
    name: "Mastercard Black",
    balance: 1523.45,
    creditData: {
      level: "BLACK",
      brand: "MASTERCARD",
      balanceCloseDate: closes,
      balanceDueDate: due,
      availableCreditLimit: 8476.55,
      creditLimit: 10_000,
      minimumPayment: 152.35,
      balanceForeignCurrency: null,
      isLimitFlexible: false,
      status: "ACTIVE",
    },
  });
  for (let month = 0; month < 3; month += 1) {
    const base = month * 30;
    state.addTransaction(bank.id, { amount: 6500, date: dayAgo(now, base + 25), description: "Salário ACME Ltda", type: "CREDIT" });
    state.addTransaction(bank.id, {
      amount: -1800,
      date: dayAgo(now, base + 20),
      description: "PIX ENVIADO Maria Souza",
      paymentData: { payer: null, receiver: { name: "Maria Souza", documentNumber: { type: "CPF", value: "***.456.789-**" } }, paymentMethod: "PIX" },
    });
    MERCHANTS.forEach(([name, amount], index) => {
      state.addTransaction(bank.id, {
        amount,
        date: dayAgo(now, base + 2 + index * 3),
        description: `COMPRA CARTAO DEB ${name.toUpperCase()}`,
        merchant: { name, businessName: `${name} S.A.`, cnpj: "12.345.678/0001-90" },
      });
    });
    CARD_MERCHANTS.forEach(([name, amount], index) => {
      state.addTransaction(card.id, { amount, date: dayAgo(now, base + 4 + index * 5), description: name.toUpperCase(), type: "DEBIT" });
    });
    state.addBill(card.id, { dueDate: `${dayAgo(now, base + 18).slice(0, 10)}T00:00:00.000Z`, totalAmount: 1287.3 - month * 50 });
  }
  for (let installment = 1; installment <= 3; installment += 1) {
    state.addTransaction(card.id, {
      amount: 299.9,
      date: dayAgo(now, 90 - (installment - 1) * 30),
      description: `GELADEIRA BRASTEMP ${installment}/10`,
      type: "DEBIT",
      creditCardMetadata: { installmentNumber: installment, totalInstallments: 10, totalAmount: 2999, purchaseDate: dayAgo(now, 90) },
    });
  }
  state.addTransaction(bank.id, { amount: -42.1, date: dayAgo(now, 0), description: "Padaria Real", status: "PENDING" });
}
