import { randomUUID } from "node:crypto";
import type {
  ItemStatus,
  FakeItem,
  FakeAccount,
  FakeTransaction,
  FakeIdentity,
  FakeInvestment,
  FakeInvestmentTransaction,
  FakeLoan,
  FakeBill,
  FakeConnectToken,
  FakeWebhook,
} from "./pluggy-shapes";

/**
 * What the Pluggy stand-in holds: items (connections), their accounts, transactions and bills, in
 * the shapes Pluggy's API answers (amounts are floats in reais, dates ISO instants). Tests and
 * `npm run dev:bank` fill it through `connectItem` and the helpers below.
 */

/** The holder every item of the stand-in has unless a test sets another (or none). */
export const SAMPLE_HOLDER = { document: "28705193460", fullName: "Pessoa de Teste" };

export const PLUGGY_BANK = {
  id: 2,
  name: "Pluggy Bank",
  primaryColor: "ef294b",
  institutionUrl: "https://pluggy.ai",
  country: "BR" as const,
  type: "PERSONAL_BANK",
};

export class FakePluggyState {
  items = new Map<string, FakeItem>();
  accounts = new Map<string, FakeAccount>();
  transactions: FakeTransaction[] = [];
  bills: FakeBill[] = [];
  connectTokens = new Map<string, FakeConnectToken>();
  webhooks: FakeWebhook[] = [];
  /** Each item's identity, by item id; an item without one answers 404, as Pluggy does. */
  identities = new Map<string, FakeIdentity>();
  investments: FakeInvestment[] = [];
  investmentTransactions: FakeInvestmentTransaction[] = [];
  loans: FakeLoan[] = [];
  /** Item ids deleted through the API, oldest first. */
  deletedItems: string[] = [];

  /** What the Connect widget does on success: an item for this person, with its accounts. */
  createItem(options: { clientUserId: string | null; webhookUrl?: string | null; status?: ItemStatus }): FakeItem {
    const now = new Date().toISOString();
    const item: FakeItem = {
      id: randomUUID(),
      connector: PLUGGY_BANK,
      status: options.status ?? "UPDATED",
      executionStatus: "SUCCESS",
      error: null,
      statusDetail: null,
      createdAt: now,
      updatedAt: now,
      lastUpdatedAt: now,
      parameter: null,
      webhookUrl: options.webhookUrl ?? null,
      clientUserId: options.clientUserId,
      userAction: null,
      consecutiveFailedLoginAttempts: 0,
      nextAutoSyncAt: null,
      consentExpiresAt: null,
    };
    this.items.set(item.id, item);
    this.setIdentity(item.id, SAMPLE_HOLDER);
    return item;
  }

  /** Sets (or, with null, removes) who holds an item's accounts. */
  setIdentity(itemId: string, holder: { document: string; fullName: string } | null): FakeIdentity | null {
    if (!holder) {
      this.identities.delete(itemId);
      return null;
    }
    const now = new Date().toISOString();
    const company = holder.document.length === 14;
    const identity: FakeIdentity = {
      id: randomUUID(),
      itemId,
      birthDate: company ? null : "1990-05-20T00:00:00.000Z",
      taxNumber: company ? holder.document : null,
      document: holder.document,
      documentType: company ? "CNPJ" : "CPF",
      jobTitle: null,
      companyName: company ? holder.fullName : null,
      fullName: holder.fullName,
      phoneNumbers: [{ type: "Personal", value: "+55 11 99999-0000" }],
      emails: [{ type: "Personal", value: "pessoa@example.com" }],
      addresses: null,
      relations: null,
      investorProfile: null,
      establishmentName: null,
      establishmentCode: null,
      financialRelationships: null,
      qualifications: null,
      companiesCnpj: null,
      createdAt: now,
      updatedAt: now,
    };
    this.identities.set(itemId, identity);
    return identity;
  }

  addAccount(itemId: string, account: Partial<FakeAccount> & Pick<FakeAccount, "type">): FakeAccount {
    const credit = account.type === "CREDIT";
    const full: FakeAccount = {
      id: randomUUID(),
      itemId,
      subtype: credit ? "CREDIT_CARD" : "CHECKING_ACCOUNT",
      number: credit ? "1234" : "0001/12345-0",
      name: credit ? "Mastercard Black" : "Conta corrente",
      marketingName: null,
      balance: 0,
      currencyCode: "BRL",
      owner: "Pessoa de Teste",
      taxNumber: "***.123.456-**",
      bankData: credit ? null : { transferNumber: "0001/12345-0", closingBalance: null },
      creditData: null,
      ...account,
    };
    this.accounts.set(full.id, full);
    return full;
  }

  addTransaction(accountId: string, transaction: Partial<FakeTransaction> & Pick<FakeTransaction, "amount" | "date">): FakeTransaction {
    const now = new Date().toISOString();
    const full: FakeTransaction = {
      id: randomUUID(),
      accountId,
      description: "Compra",
      descriptionRaw: null,
      currencyCode: "BRL",
      amountInAccountCurrency: null,
      balance: null,
      category: null,
      categoryId: null,
      providerCode: null,
      type: transaction.amount < 0 ? "DEBIT" : "CREDIT",
      status: "POSTED",
      paymentData: null,
      creditCardMetadata: null,
      merchant: null,
      createdAt: now,
      updatedAt: now,
      ...transaction,
    };
    this.transactions.push(full);
    return full;
  }

  addBill(accountId: string, bill: Partial<FakeBill> & Pick<FakeBill, "dueDate" | "totalAmount">): FakeBill {
    const now = new Date().toISOString();
    const full: FakeBill = {
      id: randomUUID(),
      accountId,
      billClosingDate: null,
      totalAmountCurrencyCode: "BRL",
      minimumPaymentAmount: Math.round(bill.totalAmount * 15) / 100,
      allowsInstallments: true,
      financeCharges: [],
      payments: [],
      createdAt: now,
      updatedAt: now,
      ...bill,
    };
    this.bills.push(full);
    return full;
  }

  /** Transactions of an account, oldest first, the order both listing endpoints page through. */
  transactionsOf(accountId: string, filters: { from?: string; to?: string } = {}): FakeTransaction[] {
    return this.transactions
      .filter((t) => t.accountId === accountId)
      .filter((t) => !filters.from || t.date.slice(0, 10) >= filters.from.slice(0, 10))
      .filter((t) => !filters.to || t.date.slice(0, 10) <= filters.to.slice(0, 10))
      .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  }

  addInvestment(itemId: string, investment: Partial<FakeInvestment> & Pick<FakeInvestment, "type" | "name" | "balance">): FakeInvestment {
    const full: FakeInvestment = {
      id: randomUUID(),
      code: null,
      issuerCNPJ: null,
      number: null,
      isin: null,
      itemId,
      subtype: null,
      currencyCode: "BRL",
      date: null,
      value: null,
      quantity: null,
      taxes: null,
      taxes2: null,
      amount: investment.balance,
      amountWithdrawal: investment.balance,
      amountProfit: null,
      amountOriginal: null,
      dueDate: null,
      issuer: null,
      issueDate: null,
      purchaseDate: null,
      rate: null,
      rateType: null,
      fixedAnnualRate: null,
      lastMonthRate: null,
      annualRate: null,
      lastTwelveMonthsRate: null,
      status: "ACTIVE",
      transactions: null,
      metadata: null,
      owner: "Pessoa de Teste",
      institution: { name: PLUGGY_BANK.name, number: null },
      ...investment,
    };
    this.investments.push(full);
    return full;
  }

  addInvestmentTransaction(
    investmentId: string,
    transaction: Partial<FakeInvestmentTransaction> & Pick<FakeInvestmentTransaction, "amount" | "date" | "movementType">,
  ): FakeInvestmentTransaction {
    const full: FakeInvestmentTransaction = {
      id: randomUUID(),
      investmentId,
      type: transaction.movementType === "CREDIT" ? "BUY" : "SELL",
      description: null,
      quantity: null,
      value: null,
      tradeDate: null,
      brokerageNumber: null,
      netAmount: transaction.amount,
      expenses: null,
      agreedRate: null,
      ...transaction,
    };
    this.investmentTransactions.push(full);
    return full;
  }

  addLoan(itemId: string, loan: Partial<FakeLoan> & Pick<FakeLoan, "productName" | "kind">): FakeLoan {
    const full: FakeLoan = {
      id: randomUUID(),
      itemId,
      contractNumber: null,
      ipocCode: null,
      type: null,
      date: null,
      contractDate: null,
      disbursementDates: null,
      settlementDate: null,
      contractAmount: null,
      currencyCode: "BRL",
      dueDate: null,
      installmentPeriodicity: "MONTHLY",
      installmentPeriodicityAdditionalInfo: null,
      firstInstallmentDueDate: null,
      CET: null,
      amortizationScheduled: null,
      amortizationScheduledAdditionalInfo: null,
      cnpjConsignee: null,
      interestRates: null,
      contractedFees: null,
      contractedFinanceCharges: null,
      warranties: null,
      installments: null,
      payments: null,
      ...loan,
    };
    this.loans.push(full);
    return full;
  }

  /** Investment transactions of one investment, oldest first (the order the API pages through). */
  investmentTransactionsOf(investmentId: string): FakeInvestmentTransaction[] {
    return this.investmentTransactions
      .filter((t) => t.investmentId === investmentId)
      .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  }

  deleteItem(id: string): boolean {
    if (!this.items.delete(id)) return false;
    this.identities.delete(id);
    const accountIds = [...this.accounts.values()].filter((a) => a.itemId === id).map((a) => a.id);
    for (const accountId of accountIds) this.accounts.delete(accountId);
    this.transactions = this.transactions.filter((t) => !accountIds.includes(t.accountId));
    this.bills = this.bills.filter((b) => !accountIds.includes(b.accountId));
    const investmentIds = new Set(this.investments.filter((i) => i.itemId === id).map((i) => i.id));
    this.investments = this.investments.filter((i) => i.itemId !== id);
    this.investmentTransactions = this.investmentTransactions.filter((t) => !investmentIds.has(t.investmentId));
    this.loans = this.loans.filter((l) => l.itemId !== id);
    this.deletedItems.push(id);
    return true;
  }
}
