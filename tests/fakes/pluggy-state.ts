import { randomUUID } from "node:crypto";

/**
 * What the Pluggy stand-in holds: items (connections), their accounts, transactions and bills, in
 * the shapes Pluggy's API answers (amounts are floats in reais, dates ISO instants). Tests and
 * `npm run dev:bank` fill it through `connectItem` and the helpers below.
 */
export type ItemStatus =
  | "UPDATED"
  | "UPDATING"
  | "WAITING_USER_INPUT"
  | "WAITING_USER_ACTION"
  | "MERGING"
  | "LOGIN_ERROR"
  | "OUTDATED";

export interface FakeItem {
  id: string;
  connector: { id: number; name: string; primaryColor: string; institutionUrl: string; country: "BR"; type: string };
  status: ItemStatus;
  executionStatus: string;
  error: { code: string; message: string } | null;
  statusDetail: null;
  createdAt: string;
  updatedAt: string;
  lastUpdatedAt: string | null;
  parameter: null;
  webhookUrl: string | null;
  clientUserId: string | null;
  userAction: null;
  consecutiveFailedLoginAttempts: number;
  nextAutoSyncAt: string | null;
  consentExpiresAt: string | null;
}

export interface FakeAccount {
  id: string;
  itemId: string;
  type: "BANK" | "CREDIT";
  subtype: "CHECKING_ACCOUNT" | "SAVINGS_ACCOUNT" | "CREDIT_CARD";
  number: string;
  name: string;
  marketingName: string | null;
  balance: number;
  currencyCode: "BRL";
  owner: string | null;
  taxNumber: string | null;
  bankData: { transferNumber: string | null; closingBalance: number | null } | null;
  creditData: {
    level: string | null;
    brand: string | null;
    balanceCloseDate: string | null;
    balanceDueDate: string | null;
    availableCreditLimit: number | null;
    creditLimit: number | null;
    minimumPayment: number | null;
    balanceForeignCurrency: number | null;
    isLimitFlexible: boolean | null;
    status: "ACTIVE" | null;
  } | null;
}

export interface FakeTransaction {
  id: string;
  accountId: string;
  date: string;
  description: string;
  descriptionRaw: string | null;
  currencyCode: "BRL";
  amount: number;
  amountInAccountCurrency: number | null;
  balance: number | null;
  category: string | null;
  categoryId: string | null;
  providerCode: string | null;
  type: "DEBIT" | "CREDIT";
  /** How the money moved ("PIX", "TED", "CARTAO"…), when the bank says. */
  operationType?: string | null;
  status: "PENDING" | "POSTED";
  paymentData: Record<string, unknown> | null;
  creditCardMetadata: Record<string, unknown> | null;
  /** pluggy-sdk's TransactionMerchantData: `cnae` as the bank writes it ("5611-2/01"). */
  merchant: { name: string; businessName: string; cnpj: string; cnae?: string; category?: string } | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Pluggy's identity of an item (pluggy-sdk's IdentityResponse): who holds the accounts. `document`
 * is the CPF (or CNPJ) digits, `documentType` "CPF" or "CNPJ"; what Bolso does not read stays null.
 */
export interface FakeIdentity {
  id: string;
  itemId: string;
  birthDate: string | null;
  taxNumber: string | null;
  document: string | null;
  documentType: "CPF" | "CNPJ" | null;
  jobTitle: string | null;
  companyName: string | null;
  fullName: string | null;
  phoneNumbers: Array<{ type: "Personal" | "Work" | "Residencial" | null; value: string }> | null;
  emails: Array<{ type: "Personal" | "Work" | null; value: string }> | null;
  addresses: null;
  relations: null;
  investorProfile: null;
  establishmentName: null;
  establishmentCode: null;
  /** The accounts the person holds at the institution (Open Finance's relacionamento), or null. */
  financialRelationships: FakeFinancialRelationships | null;
  qualifications: null;
  /** CNPJs (digits) of the institutions that keep the person's record. */
  companiesCnpj: string[] | null;
  createdAt: string;
  updatedAt: string;
}

/** pluggy-sdk's FinancialRelationships, with the accounts Bolso reads (bank code, agência, número, joint). */
export interface FakeFinancialRelationships {
  startDate: string;
  productsServicesType: string[];
  procurators: [];
  accounts: Array<{
    compeCode: string;
    branchCode: string;
    number: string;
    checkDigit: string;
    type: "CONTA_DEPOSITO_A_VISTA" | "CONTA_POUPANCA" | "CONTA_PAGAMENTO_PRE_PAGA";
    subtype: "INDIVIDUAL" | "CONJUNTA_SIMPLES" | "CONJUNTA_SOLIDARIA";
  }>;
}

/**
 * Pluggy's Investment (pluggy-sdk's Investment): amounts are floats in reais (balance, the net
 * value now; amountOriginal, what was put in), dates ISO instants (a calendar day at UTC midnight).
 */
export interface FakeInvestment {
  id: string;
  code: string | null;
  issuerCNPJ: string | null;
  number: string | null;
  isin: string | null;
  itemId: string;
  type: "MUTUAL_FUND" | "SECURITY" | "EQUITY" | "COE" | "FIXED_INCOME" | "ETF" | "OTHER";
  subtype: string | null;
  name: string;
  currencyCode: "BRL";
  date: string | null;
  value: number | null;
  quantity: number | null;
  taxes: number | null;
  taxes2: number | null;
  balance: number;
  amount: number | null;
  amountWithdrawal: number | null;
  amountProfit: number | null;
  amountOriginal: number | null;
  dueDate: string | null;
  issuer: string | null;
  issueDate: string | null;
  purchaseDate: string | null;
  rate: number | null;
  rateType: string | null;
  fixedAnnualRate: number | null;
  lastMonthRate: number | null;
  annualRate: number | null;
  lastTwelveMonthsRate: number | null;
  status: "ACTIVE" | "PENDING" | "TOTAL_WITHDRAWAL" | null;
  transactions: null;
  metadata: { taxRegime: string | null; proposalNumber: string | null; processNumber: string | null } | null;
  owner: string | null;
  institution: { name: string | null; number: string | null } | null;
}

/** Pluggy's InvestmentTransaction: `amount` positive, `movementType` the direction. */
export interface FakeInvestmentTransaction {
  id: string;
  investmentId: string;
  type: "BUY" | "SELL" | "TAX" | "TRANSFER" | null;
  description: string | null;
  quantity: number | null;
  value: number | null;
  amount: number | null;
  date: string;
  tradeDate: string | null;
  brokerageNumber: string | null;
  netAmount: number | null;
  expenses: { incomeTax: number | null } | null;
  movementType: "DEBIT" | "CREDIT";
  agreedRate: number | null;
}

/** Pluggy's Loan (pluggy-sdk's Loan), the fields Bolso reads filled, the rest null. */
export interface FakeLoan {
  id: string;
  itemId: string;
  contractNumber: string | null;
  ipocCode: string | null;
  productName: string;
  type: string | null;
  kind: "LOAN" | "FINANCING" | "INVOICE_FINANCING" | "UNARRANGED_ACCOUNT_OVERDRAFT";
  date: string | null;
  contractDate: string | null;
  disbursementDates: string[] | null;
  settlementDate: string | null;
  contractAmount: number | null;
  currencyCode: "BRL";
  dueDate: string | null;
  installmentPeriodicity: string | null;
  installmentPeriodicityAdditionalInfo: string | null;
  firstInstallmentDueDate: string | null;
  CET: number | null;
  amortizationScheduled: string | null;
  amortizationScheduledAdditionalInfo: string | null;
  cnpjConsignee: string | null;
  interestRates: null;
  contractedFees: null;
  contractedFinanceCharges: null;
  warranties: null;
  installments: {
    typeNumberOfInstallments: "MONTH" | null;
    totalNumberOfInstallments: number | null;
    typeContractRemaining: "MONTH" | null;
    contractRemainingNumber: number | null;
    paidInstallments: number | null;
    dueInstallments: number | null;
    pastDueInstallments: number | null;
    balloonPayments: null;
  } | null;
  payments: { contractOutstandingBalance: number | null; releases: null } | null;
}

/** The holder every item of the stand-in has unless a test sets another (or none). */
export const SAMPLE_HOLDER = { document: "28705193460", fullName: "Pessoa de Teste" };

/** Pluggy's Bill (pluggy-sdk's CreditCardBills): one statement of a CREDIT account. */
export interface FakeBill {
  id: string;
  accountId: string;
  /** The day the bill is due, as Pluggy sends it (an instant at UTC midnight). */
  dueDate: string;
  billClosingDate: string | null;
  totalAmount: number;
  totalAmountCurrencyCode: "BRL";
  minimumPaymentAmount: number | null;
  allowsInstallments: boolean | null;
  financeCharges: Array<{
    id: string;
    type: "LATE_PAYMENT_REMUNERATIVE_INTEREST" | "LATE_PAYMENT_FEE" | "LATE_PAYMENT_INTEREST" | "IOF" | "OTHER";
    amount: number;
    currencyCode: "BRL";
    additionalInfo: string | null;
  }>;
  payments: Array<{
    id: string;
    valueType: "INSTALLMENT_PAYMENT" | "FULL_PAYMENT" | "OTHER_PAYMENT";
    paymentDate: string;
    paymentMode: "DEBIT_ACCOUNT" | "BANK_SLIP" | "PAYROLL_DEDUCTION" | "PIX" | null;
    amount: number;
    currencyCode: "BRL";
  }>;
  createdAt: string;
  updatedAt: string;
}

export interface FakeConnectToken {
  accessToken: string;
  itemId: string | null;
  clientUserId: string | null;
  webhookUrl: string | null;
}

export interface FakeWebhook {
  id: string;
  event: string;
  url: string;
  headers: Record<string, string>;
}

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
