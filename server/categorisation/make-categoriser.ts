import "server-only";
import { and, count, desc, eq, isNotNull, isNull, max, notInArray, or, sql } from "drizzle-orm";
import { bankCategoryMappings, categories, payees, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { CategorySource, TransactionTypeName } from "@/lib/domain/enums";
import type { BankRowFacts } from "@/lib/domain/bank-transaction-mapping";
import { categoryFits } from "@/lib/domain/category-types";
import { starterNamesOfPluggyCategory } from "@/lib/domain/pluggy-categories";
import { starterNamesOfCnae, starterNamesOfMcc } from "@/lib/domain/mcc-categories";
import { pickByStarterName, type NamedCategory } from "@/lib/domain/starter-category-pick";
import { foldForSearch } from "@/lib/search";
import { matchingRuleSql } from "@/server/category-rules/find-matching-rule";
import { historyCtes } from "@/server/shared/description-history";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";

/** What the categoriser knows of a row: its text and direction, its payee, what the bank said. */
export interface CategoriseInput {
  description: string;
  type: TransactionTypeName;
  payeeId: string | null;
  /** Bank rows only: Pluggy's category, the MCC, the merchant. */
  facts: BankRowFacts | null;
}

/** The category a row takes and why; `{ categoryId: null, source: null }` when nothing answers. */
export interface CategoryDecision {
  categoryId: string | null;
  source: CategorySource | null;
}

export const NO_CATEGORY: CategoryDecision = { categoryId: null, source: null };

export type Categoriser = (input: CategoriseInput, executor?: DbOrTx) => Promise<CategoryDecision>;

/** The categories a description points at: the person's matching rule, and their history's vote. */
interface Described {
  rule: string | null;
  history: string | null;
}

/** The categories a payee points at: its default, and the one the person filed its rows under most. */
interface OfPayee {
  preset: string | null;
  history: string | null;
}

async function describedCategories(db: DbOrTx, userId: string, description: string): Promise<Described> {
  const term = foldForSearch(description.trim());
  if (term === "") return { rule: null, history: null };
  const user = sql`${userId}::uuid`;
  const folded = sql`${term}::text`;
  const { rows } = await db.execute<{ rule: string | null; history: string | null }>(sql`
    with rule as materialized (${matchingRuleSql(user, folded)}),
    ${historyCtes(user, folded, sql`true`)}
    select (select category_id from rule) as rule, (select category_id from history_category) as history`);
  return { rule: rows[0]?.rule ?? null, history: rows[0]?.history ?? null };
}

/** Sources that are the bank's or the MCC's guess, waiting for the person: no vote in the history. */
const SUGGESTED: CategorySource[] = ["bank", "mcc"];

async function payeeCategories(db: DbOrTx, userId: string, payeeId: string): Promise<OfPayee> {
  const [preset] = await db
    .select({ categoryId: payees.defaultCategoryId })
    .from(payees)
    .where(and(eq(payees.id, payeeId), eq(payees.userId, userId)));
  // Only the person's categories vote: an uncategorised row of the payee says nothing, nor does a
  // bank or MCC suggestion they have not confirmed.
  const [voted] = await db
    .select({ categoryId: transactions.categoryId })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.payeeId, payeeId),
        isNotNull(transactions.categoryId),
        or(isNull(transactions.categorySource), notInArray(transactions.categorySource, SUGGESTED)),
      ),
    )
    .groupBy(transactions.categoryId)
    .orderBy(desc(count()), desc(max(transactions.transactionDate)))
    .limit(1);
  return { preset: preset?.categoryId ?? null, history: voted?.categoryId ?? null };
}

/** A promise per key, so a sync asks the database once per description and once per payee. */
function memo<T>(found: Map<string, Promise<T>>, key: string, ask: () => Promise<T>): Promise<T> {
  let answer = found.get(key);
  if (!answer) {
    answer = ask();
    found.set(key, answer);
  }
  return answer;
}

/**
 * The one categoriser of bank and imported rows. The first step that answers wins:
 * 1. the person's rules (source "rule");
 * 2. the payee's default category ("payee"), then the person's history: the category they filed
 *    this payee's rows under most, else this description's (or the most similar one's) most used
 *    category ("history"); only the person's categories vote (an uncategorised row, or a bank or
 *    MCC suggestion not yet confirmed, is no vote);
 * 3. Pluggy's category: the mapping the person taught Bolso (bank_category_mappings), else the
 *    built-in map of Pluggy's taxonomy to the starter categories, by name ("bank");
 * 4. the card purchase's MCC, then the merchant's CNAE, through the built-in table ("mcc");
 * 5. none.
 * A category that does not fit the row's type is skipped for the next step. A sync asks inside
 * its page's transaction and passes it: a read on another connection would wait for that
 * transaction on the embedded database, which runs one at a time.
 */
export async function makeCategoriser(db: DbOrTx, userId: string): Promise<Categoriser> {
  const [owned, learned] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, type: categories.type })
      .from(categories)
      // The household's categories too: a member's rules, payees and bank mappings may point there.
      .where(visibleHouseholdItemSql(userId, categories)),
    db
      .select({ pluggyCategoryId: bankCategoryMappings.pluggyCategoryId, categoryId: bankCategoryMappings.categoryId })
      .from(bankCategoryMappings)
      .where(eq(bankCategoryMappings.userId, userId)),
  ]);
  const byId = new Map<string, NamedCategory>(owned.map((category) => [category.id, category]));
  const taught = new Map(learned.map((mapping) => [mapping.pluggyCategoryId, mapping.categoryId]));
  const described = new Map<string, Promise<Described>>();
  const ofPayee = new Map<string, Promise<OfPayee>>();

  return async (input, executor = db) => {
    const fitting = (id: string | null | undefined) => {
      const category = id ? byId.get(id) : undefined;
      return category && categoryFits(category, input.type) ? category.id : null;
    };
    const decided = (categoryId: string | null, source: CategorySource) => (categoryId ? { categoryId, source } : null);
    const text = await memo(described, foldForSearch(input.description.trim()), () =>
      describedCategories(executor, userId, input.description),
    );
    const payee = input.payeeId
      ? await memo(ofPayee, input.payeeId, () => payeeCategories(executor, userId, input.payeeId!))
      : null;
    const facts = input.facts;
    const byName = (names: readonly string[]) => pickByStarterName(owned, names, input.type)?.id ?? null;
    return (
      decided(fitting(text.rule), "rule") ??
      decided(fitting(payee?.preset), "payee") ??
      decided(fitting(payee?.history) ?? fitting(text.history), "history") ??
      decided(facts?.categoryId ? (fitting(taught.get(facts.categoryId)) ?? byName(starterNamesOfPluggyCategory(facts.categoryId))) : null, "bank") ??
      decided(byName(starterNamesOfMcc(facts?.mcc ?? null)) ?? byName(starterNamesOfCnae(facts?.merchantCnae ?? null)), "mcc") ??
      NO_CATEGORY
    );
  };
}
