import { firstParam, monthFromSearchParams } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { normalizeSearchTerm } from "@/lib/search";
import { NO_CATEGORY } from "@/lib/schemas/transactions";
import { TAG_NAME_MAX } from "@/lib/schemas/tags";
import type { TransactionFilters } from "@/lib/schemas/transactions";

/** Everything the Transações screen shows, as its URL carries it. */
export interface TransactionsView extends TransactionFilters {
  page: number;
  /** A row to show highlighted (a search result); the page that holds it is found on the server. */
  highlight?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function typeParam(value: string | undefined): TransactionsView["type"] {
  return value === "receita" || value === "despesa" ? value : null;
}

function categoryParam(value: string | undefined): string | null {
  if (value === NO_CATEGORY) return NO_CATEGORY;
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

function highlightParam(value: string | undefined): string | null {
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/** A tag name as the filter takes it: trimmed, at most 30 characters ("" for every tag). */
function tagParam(value: string | undefined): string {
  return normalizeSearchTerm(value).slice(0, TAG_NAME_MAX).trim();
}

function pageParam(value: string | undefined): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * `?month=&year=&type=receita|despesa&category=<id>|none&q=&tag=&page=N&highlight=<id>&payee=<id>&periodo=ano`
 * (`periodo=ano`: the whole year, as Imposto de Renda links a line to its rows). A hand-edited link never
 * breaks the screen: each bad value falls back to its default (current month, all, page 1).
 */
export function transactionsViewFromSearchParams(params: PageSearchParams): TransactionsView {
  return {
    ...monthFromSearchParams(params),
    type: typeParam(firstParam(params, "type")),
    categoryId: categoryParam(firstParam(params, "category")),
    q: normalizeSearchTerm(firstParam(params, "q")),
    tag: tagParam(firstParam(params, "tag")),
    page: pageParam(firstParam(params, "page")),
    highlight: highlightParam(firstParam(params, "highlight")),
    payeeId: highlightParam(firstParam(params, "payee")) ?? undefined,
    wholeYear: firstParam(params, "periodo") === "ano",
  };
}

/**
 * The link to `view` with `changes` applied. Any change other than the page itself goes back to
 * page 1; defaults are left out so links stay short.
 */
export function transactionsHref(view: TransactionsView, changes: Partial<TransactionsView> = {}): string {
  const next = { ...view, page: 1, ...changes };
  const params = new URLSearchParams({ month: String(next.month), year: String(next.year) });
  if (next.type) params.set("type", next.type);
  if (next.categoryId) params.set("category", next.categoryId);
  if (next.q) params.set("q", next.q);
  if (next.tag) params.set("tag", next.tag);
  if (next.payeeId) params.set("payee", next.payeeId);
  if (next.wholeYear) params.set("periodo", "ano");
  if (next.page > 1) params.set("page", String(next.page));
  return `/transactions?${params.toString()}`;
}

/** One month earlier (negative) or later, across year boundaries. */
export function shiftMonth({ year, month }: { year: number; month: number }, delta: number) {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
