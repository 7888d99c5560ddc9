import type { FakeAccount, FakeItem } from "./pluggy-shapes";
import type { FakePluggyState } from "./pluggy-state";
import {
  BILLS,
  CARD_MERCHANTS,
  DEBIT_MERCHANTS,
  EMPLOYER,
  FRIENDS,
  HOUSEHOLD_MONTHS,
  HOUSEHOLD_OWNER,
  LANDLORD,
  OWNER_MASKED,
  PLUGGY,
  category,
  type Counterparty,
  type HouseholdRow,
  type Merchant,
  type PluggyCategory,
  type TruthCategory,
  type TruthKind,
} from "./household-catalog";

/**
 * A realistic connected year of a Brazilian household, as Pluggy delivers it: a conta corrente and
 * a credit card, with the texts banks really print, Pluggy's categories (8-digit ids), merchants
 * with CNPJ and MCC on card purchases, Pix/TED/boleto counterparties, own transfers, CDB moves,
 * saques, fatura payments, estornos and parcelas; and beside each row the ground truth: what it
 * is, and the starter category a person would file it under.
 *
 * Deterministic: the same `now` gives the same rows. Months are numbered from the oldest (0) to the
 * newest (MONTHS − 1); every row is dated before `now`'s month.
 */

/** mulberry32: a small seeded generator, so the year is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Noon in São Paulo (15:00 UTC) of `day` (1–28) in the month `month` of the dataset. */
function dateOf(now: Date, month: number, day: number): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - HOUSEHOLD_MONTHS + month, 1));
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day, 15)).toISOString();
}


function merchantRow(
  merchant: Merchant,
  account: "BANK" | "CREDIT",
  month: number,
  date: string,
  reais: number,
): HouseholdRow {
  const amount = account === "CREDIT" ? reais : -reais;
  const merchantData = { name: merchant.name, businessName: `${merchant.name.toUpperCase()} LTDA`, cnpj: merchant.cnpj };
  return {
    account,
    month,
    kind: "expense",
    category: merchant.truth,
    transaction: {
      amount,
      date,
      description: account === "BANK" ? `COMPRA CARTAO DEB ${merchant.text}` : merchant.text,
      ...category(merchant.pluggy),
      merchant: merchantData,
      creditCardMetadata: account === "CREDIT" ? { payeeMCC: merchant.mcc } : null,
    },
  };
}

function pixRow(
  month: number,
  date: string,
  amount: number,
  other: Counterparty,
  pluggy: PluggyCategory,
  kind: TruthKind,
  truth: TruthCategory | null,
  text?: string,
): HouseholdRow {
  const participant = { name: other.name, documentNumber: { type: other.type, value: other.document } };
  return {
    account: "BANK",
    month,
    kind,
    category: truth,
    transaction: {
      amount,
      date,
      description: text ?? (amount < 0 ? `PIX ENVIADO ${other.name}` : `PIX RECEBIDO ${other.name}`),
      ...category(pluggy),
      paymentData: {
        paymentMethod: "PIX",
        payer: amount < 0 ? null : participant,
        receiver: amount < 0 ? participant : null,
      },
    },
  };
}

function monthRows(now: Date, month: number, random: () => number): HouseholdRow[] {
  const rows: HouseholdRow[] = [];
  const at = (day: number) => dateOf(now, month, day);
  const between = (low: number, high: number) => round2(low + random() * (high - low));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  // Income: salary on the 5th working day, a friend paying back a dinner now and then.
  rows.push({
    account: "BANK",
    month,
    kind: "income",
    category: "salario",
    transaction: {
      amount: 7_850,
      date: at(5),
      description: "PAGAMENTO SALARIO ACME TECNOLOGIA",
      ...category(PLUGGY.salary),
      paymentData: { payer: { name: EMPLOYER.name, documentNumber: { type: "CNPJ", value: EMPLOYER.document } }, receiver: null },
    },
  });
  if (month % 3 === 1) rows.push(pixRow(month, at(12), between(40, 90), pick(FRIENDS), PLUGGY.transferPix, "income", "outros"));

  // Housing: rent by Pix to the landlord, the bills by boleto or debit.
  rows.push(pixRow(month, at(6), -2_350, LANDLORD, PLUGGY.transferPix, "expense", "moradia", "PIX ENVIADO JOAO CARLOS MENDES ALUGUEL"));
  for (const bill of BILLS) {
    rows.push({
      account: "BANK",
      month,
      kind: "expense",
      category: bill.truth,
      transaction: {
        amount: -round2(bill.amount(random)),
        date: at(bill.day),
        description: bill.text,
        ...category(bill.pluggy),
        paymentData: { payer: null, receiver: { name: bill.payee.name, documentNumber: { type: bill.payee.type, value: bill.payee.document } } },
      },
    });
  }

  // Groceries and pharmacy on the debit card, a feira by Pix.
  for (let n = 0; n < 7; n += 1) {
    const merchant = n % 2 === 0 ? DEBIT_MERCHANTS.carrefour : DEBIT_MERCHANTS.paoDeAcucar;
    rows.push(merchantRow(merchant, "BANK", month, at(1 + ((n * 4 + month) % 27)), between(45, 420)));
  }
  for (let n = 0; n < 2; n += 1) rows.push(merchantRow(DEBIT_MERCHANTS.drogasil, "BANK", month, at(9 + n * 11), between(18, 140)));
  rows.push(
    pixRow(month, at(14), -between(35, 90), { name: "FEIRA DO SEU ZE HORTIFRUTI", document: "***.771.450-**", type: "CPF" }, PLUGGY.transferPix, "expense", "mercado"),
  );

  // Money that only moves: to her own account at another bank, a CDB, a saque, the fatura.
  rows.push(pixRow(month, at(7), -1_200, OWNER_MASKED, PLUGGY.samePersonPix, "own_transfer", null, "PIX ENVIADO ANA PAULA RIBEIRO"));
  if (month % 4 === 2) {
    rows.push({
      account: "BANK",
      month,
      kind: "own_transfer",
      category: null,
      transaction: {
        amount: 500,
        date: at(16),
        description: "TED RECEBIDA ANA P RIBEIRO",
        // Pluggy did not see it was hers: only her CPF (from the item's identity) tells.
        ...category(PLUGGY.transferTed),
        paymentData: { payer: { name: OWNER_MASKED.name, documentNumber: { type: "CPF", value: OWNER_MASKED.document } }, receiver: null },
      },
    });
  }
  rows.push({
    account: "BANK",
    month,
    kind: "investment",
    category: null,
    transaction: { amount: -1_000, date: at(8), description: "APLICACAO CDB LIQUIDEZ DIARIA", ...category(PLUGGY.fixedIncome) },
  });
  if (month % 5 === 4) {
    rows.push({
      account: "BANK",
      month,
      kind: "investment",
      category: null,
      transaction: { amount: 2_500, date: at(24), description: "RESGATE CDB LIQUIDEZ DIARIA", ...category(PLUGGY.fixedIncome) },
    });
  }
  if (month % 2 === 0) {
    rows.push({
      account: "BANK",
      month,
      kind: "cash",
      category: null,
      transaction: { amount: -200, date: at(19), description: "SAQUE 24H BANCO24HORAS", ...category(PLUGGY.samePersonCash) },
    });
  }

  // The card: delivery, rides, fuel, streaming, shopping, pets, a cinema, the gym.
  const card = (merchant: Merchant, day: number, reais: number) =>
    rows.push(merchantRow(merchant, "CREDIT", month, at(day), reais));
  for (let n = 0; n < 6; n += 1) card(n % 3 === 2 ? CARD_MERCHANTS.rappi : CARD_MERCHANTS.ifood, 2 + n * 4, between(32, 95));
  for (let n = 0; n < 8; n += 1) card(CARD_MERCHANTS.uber, 1 + n * 3, between(12, 48));
  for (let n = 0; n < 2; n += 1) card(CARD_MERCHANTS.shell, 10 + n * 13, between(180, 290));
  card(CARD_MERCHANTS.netflix, 7, 55.9);
  card(CARD_MERCHANTS.spotify, 12, 21.9);
  card(CARD_MERCHANTS.smartfit, 3, 119.9);
  card(CARD_MERCHANTS.amazon, 11 + (month % 9), between(39, 260));
  if (month % 2 === 1) card(CARD_MERCHANTS.renner, 21, between(89, 350));
  card(CARD_MERCHANTS.madero, 17, between(120, 240));
  if (month % 2 === 0) card(CARD_MERCHANTS.petz, 25, between(90, 230));
  if (month % 3 === 0) card(CARD_MERCHANTS.cinemark, 27, between(50, 110));

  // An estorno now and then: Amazon gives back a purchase.
  if (month % 4 === 3) {
    rows.push({
      account: "CREDIT",
      month,
      kind: "refund",
      category: "compras",
      transaction: {
        amount: -89.9,
        date: at(23),
        description: "ESTORNO AMAZON MARKETPLACE",
        ...category(PLUGGY.onlineShopping),
        merchant: { name: "Amazon", businessName: "AMAZON LTDA", cnpj: CARD_MERCHANTS.amazon.cnpj },
      },
    });
  }
  return rows;
}

/** A TV bought in 10 parcelas in month 2: the bank sends one parcela a month. */
function tvInstallments(now: Date): HouseholdRow[] {
  const purchase = dateOf(now, 2, 9);
  return Array.from({ length: HOUSEHOLD_MONTHS - 2 > 10 ? 10 : HOUSEHOLD_MONTHS - 2 }, (_, index) => ({
    account: "CREDIT" as const,
    month: 2 + index,
    kind: "expense" as const,
    category: "compras" as const,
    transaction: {
      amount: 329.9,
      date: dateOf(now, 2 + index, 9),
      description: `MAGAZINE LUIZA PARC ${String(index + 1).padStart(2, "0")}/10`,
      ...category(PLUGGY.electronics),
      merchant: { name: "Magazine Luiza", businessName: "MAGAZINE LUIZA S/A", cnpj: CARD_MERCHANTS.magalu.cnpj },
      creditCardMetadata: {
        installmentNumber: index + 1,
        totalInstallments: 10,
        totalAmount: 3_299,
        purchaseDate: purchase,
        payeeMCC: CARD_MERCHANTS.magalu.mcc,
      },
    },
  }));
}

/** Each month's fatura paid from the conta: the card's "pagamento recebido" and the conta's debit. */
function statementPayments(now: Date, rows: HouseholdRow[]): HouseholdRow[] {
  const payments: HouseholdRow[] = [];
  for (let month = 1; month < HOUSEHOLD_MONTHS; month += 1) {
    const spent = rows
      .filter((row) => row.account === "CREDIT" && row.month === month - 1)
      .reduce((sum, row) => sum + row.transaction.amount, 0);
    const amount = round2(spent);
    payments.push({
      account: "BANK",
      month,
      kind: "card_payment",
      category: null,
      transaction: { amount: -amount, date: dateOf(now, month, 10), description: "PAGAMENTO DE FATURA CARTAO", ...category(PLUGGY.cardPayment) },
    });
    payments.push({
      account: "CREDIT",
      month,
      kind: "card_payment",
      category: null,
      transaction: { amount: -amount, date: dateOf(now, month, 10), description: "PAGAMENTO RECEBIDO", ...category(PLUGGY.cardPayment) },
    });
  }
  return payments;
}

/** The whole year, oldest first. */
export function householdYear(now: Date = new Date()): HouseholdRow[] {
  const random = seeded(20_261_202);
  const rows: HouseholdRow[] = [];
  for (let month = 0; month < HOUSEHOLD_MONTHS; month += 1) rows.push(...monthRows(now, month, random));
  rows.push(...tvInstallments(now));
  rows.push(...statementPayments(now, rows));
  return rows.sort((a, b) => a.transaction.date.localeCompare(b.transaction.date));
}

export interface HouseholdBank {
  item: FakeItem;
  bank: FakeAccount;
  card: FakeAccount;
  /** Pluggy's transaction id → its row of the dataset. */
  truth: Map<string, HouseholdRow>;
}

/**
 * Opens the household's connection in the Pluggy stand-in with the rows `include` picks (all by
 * default); `addRows` puts more of them (the next month) in later.
 */
export function seedHouseholdBank(
  state: FakePluggyState,
  clientUserId: string,
  rows: HouseholdRow[],
): HouseholdBank {
  const item = state.createItem({ clientUserId });
  const bank = state.addAccount(item.id, {
    type: "BANK",
    name: "Conta corrente",
    number: "0001/4455667-8",
    balance: 5_184.23,
    owner: HOUSEHOLD_OWNER.name,
    taxNumber: "***.982.247-**",
  });
  const card = state.addAccount(item.id, {
    type: "CREDIT",
    name: "Mastercard Gold",
    number: "5309",
    balance: 0,
    owner: HOUSEHOLD_OWNER.name,
  });
  const household: HouseholdBank = { item, bank, card, truth: new Map() };
  addHouseholdRows(state, household, rows);
  return household;
}

export function addHouseholdRows(state: FakePluggyState, household: HouseholdBank, rows: HouseholdRow[]): void {
  for (const row of rows) {
    const account = row.account === "BANK" ? household.bank : household.card;
    const added = state.addTransaction(account.id, row.transaction);
    household.truth.set(added.id, row);
  }
}
