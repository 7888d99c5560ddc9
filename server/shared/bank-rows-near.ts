import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import {
  openFinanceAccounts,
  openFinanceTransactions,
  transactions,
  transactionTypes,
} from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { type Cents } from "@/lib/format/money";
import type { TransactionTypeName } from "@/lib/domain/enums";
import type { Day } from "@/lib/domain/calendar";

/** A row a sync brought, with what a match needs of it. */
export interface NearBankRow {
  transactionId: string;
  pluggyId: string;
  day: Day;
  /** Positive centavos; `type` says the direction. */
  cents: Cents;
  type: TransactionTypeName;
  description: string;
  /** The payment method of the connected account it came from. */
  accountPaymentMethodId: string | null;
}

export interface BankRowsNearQuery {
  userId: string;
  /** The day the rows must be near, or the first and the last of several days. */
  around: string | readonly [first: string, last: string];
  /** How many days before and after still count. */
  days: number;
  /** Only rows of this amount and direction. */
  amount?: { cents: Cents; type: TransactionTypeName };
  /** Only rows written to this payment method. */
  paymentMethodId?: string;
  /** Only rows this connected account brought. */
  accountId?: string;
  /** Only rows the bank still holds as pending (not yet posted). */
  pending?: boolean;
  /**
   * Only rows of the person's connected BANK accounts (other than `exceptAccountId`) still as the
   * bank sent them: not linked to a typed row, not edited.
   */
  untouchedBank?: { exceptAccountId?: string };
  /** At most this many, the nearest to the (first) day first, then the oldest. */
  limit?: number;
}

/** The rows a sync brought to the person that may be the same money as a row dated around a day. */
export async function findBankRowsNear(db: DbOrTx, query: BankRowsNearQuery): Promise<NearBankRow[]> {
  const { userId, amount, untouchedBank } = query;
  const [first, last] = typeof query.around === "string" ? [query.around, query.around] : query.around;
  const base = db
    .select({
      transactionId: transactions.id,
      pluggyId: openFinanceTransactions.pluggyTransactionId,
      day: transactions.transactionDate,
      valor: transactions.valor,
      type: transactionTypes.transactionType,
      description: transactions.description,
      accountPaymentMethodId: openFinanceAccounts.paymentMethodId,
    })
    .from(openFinanceTransactions)
    .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .leftJoin(openFinanceAccounts, eq(openFinanceAccounts.id, openFinanceTransactions.accountId))
    .where(
      and(
        eq(openFinanceTransactions.userId, userId),
        eq(transactions.userId, userId),
        sql`${transactions.transactionDate} between ${first}::date - ${query.days}::int and ${last}::date + ${query.days}::int`,
        amount ? eq(transactions.valor, amount.cents) : undefined,
        amount ? eq(transactionTypes.transactionType, amount.type) : undefined,
        query.paymentMethodId ? eq(transactions.paymentMethodId, query.paymentMethodId) : undefined,
        query.accountId ? eq(openFinanceTransactions.accountId, query.accountId) : undefined,
        query.pending ? eq(openFinanceTransactions.status, "PENDING") : undefined,
        untouchedBank ? eq(openFinanceAccounts.userId, userId) : undefined,
        untouchedBank ? eq(openFinanceAccounts.type, "BANK") : undefined,
        untouchedBank?.exceptAccountId ? ne(openFinanceAccounts.id, untouchedBank.exceptAccountId) : undefined,
        untouchedBank ? eq(openFinanceTransactions.reconciled, false) : undefined,
        untouchedBank ? eq(openFinanceTransactions.editedByUser, false) : undefined,
      ),
    );
  const rows =
    query.limit === undefined
      ? await base
      : await base
          .orderBy(sql`abs(${transactions.transactionDate} - ${first}::date)`, transactions.createdAt)
          .limit(query.limit);
  return rows.map(({ valor, ...row }) => ({ ...row, cents: valor }));
}
