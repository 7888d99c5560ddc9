// The shapes Pluggy's API answers, as the stand-in (pluggy-state.ts) holds them: amounts are floats
// in reais, dates ISO instants.

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
