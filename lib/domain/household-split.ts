import { absCents, negateCents, sumCents, type Cents } from "@/lib/format/money";
import type { HouseholdSplitMode } from "@/lib/domain/enums";

/**
 * Who pays what of a household's shared expenses, to the centavo
 * (docs/decisions/household-split-and-settlement.md). A split is basis points by user id summing
 * to 10000 (50% = 5000); the API speaks percent with up to two decimals, and this is the one place
 * that converts between them.
 */

/** 100%, in basis points. */
export const FULL_SHARE_BASIS_POINTS = 10_000;

/** Basis points by user id. */
export type Shares = Record<string, number>;

/** 33.33 → 3333; null when it is not a percent from 0 to 100 with at most two decimals. */
export function percentToBasisPoints(percent: number): number | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  const points = Math.round(percent * 100);
  return Math.abs(percent * 100 - points) > 1e-6 ? null : points;
}

/** 3333 → 33.33. */
export function basisPointsToPercent(points: number): number {
  return points / 100;
}

/**
 * `{ userId: percent }` → basis points: "invalid" when a value is not a percent with up to two
 * decimals, "sum" when they do not add up to 100%. Members not named get nothing.
 */
export function percentSharesToBasisPoints(
  percents: Record<string, number>,
): { ok: true; shares: Shares } | { ok: false; reason: "invalid" | "sum" } {
  const shares: Shares = {};
  for (const [userId, percent] of Object.entries(percents)) {
    const points = percentToBasisPoints(percent);
    if (points === null) return { ok: false, reason: "invalid" };
    shares[userId] = points;
  }
  const total = Object.values(shares).reduce((sum, points) => sum + points, 0);
  return total === FULL_SHARE_BASIS_POINTS ? { ok: true, shares } : { ok: false, reason: "sum" };
}

/** Basis points → `{ userId: percent }`, as the API answers a split. */
export function basisPointSharesToPercent(shares: Shares): Record<string, number> {
  return Object.fromEntries(Object.entries(shares).map(([userId, points]) => [userId, basisPointsToPercent(points)]));
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A whole `total` (≥ 0) divided by integer weights by largest remainder: each gets the floor of
 * their exact part, and the units left go one each to the largest remainders, ties to the smaller
 * user id. The parts add up to `total` exactly; a zero weight gets nothing. Exact on any size
 * (BigInt): a year's total times a weight can pass 2^53.
 */
function apportion(total: number, weights: Shares): Record<string, number> {
  const ids = Object.keys(weights).sort(byId);
  const sum = ids.reduce((acc, id) => acc + BigInt(weights[id] ?? 0), 0n);
  if (sum <= 0n) throw new RangeError("apportion: os pesos devem somar mais que zero");
  const whole = BigInt(total);
  const parts = ids.map((id) => {
    const exact = whole * BigInt(weights[id] ?? 0);
    return { id, quota: exact / sum, remainder: exact % sum };
  });
  let left = whole - parts.reduce((acc, part) => acc + part.quota, 0n);
  const order = [...parts].sort((a, b) => (a.remainder === b.remainder ? byId(a.id, b.id) : a.remainder > b.remainder ? -1 : 1));
  for (const part of order) {
    if (left === 0n) break;
    part.quota += 1n;
    left -= 1n;
  }
  return Object.fromEntries(parts.map((part) => [part.id, Number(part.quota)]));
}

/**
 * An amount divided by shares (any non-negative integer weights, usually basis points), by largest
 * remainder: the parts add up to `amount` exactly. A negative amount (a refund) is divided as its
 * opposite and negated, so a refund gives back exactly what its expense took.
 */
export function allocateCents(amount: Cents, shares: Shares): Record<string, Cents> {
  const parts = apportion(absCents(amount), shares);
  return Object.fromEntries(
    Object.entries(parts).map(([id, part]) => [id, amount < 0 ? negateCents(part as Cents) : (part as Cents)]),
  );
}

/** Why the household's default split is not the one it is set to. */
export type SplitFallback = "income_missing" | "shares_missing";

export interface HouseholdShares {
  mode: HouseholdSplitMode;
  /** Basis points for each member, summing to 10000. */
  shares: Shares;
  /** Set when the mode could not apply and the split fell back to equal parts. */
  fallback?: SplitFallback;
}

/**
 * The household's default split among its current members:
 * - equal: 10000 in equal parts, the points left over one each by user id;
 * - income: in proportion to each member's declared monthly income; equal parts, saying
 *   "income_missing", when a member has not declared one or every income is zero;
 * - fixed: the stored shares; equal parts, saying "shares_missing", when they do not add up to
 *   100% among the current members (someone with a share left).
 */
export function householdShares({
  mode,
  fixedShares,
  incomes,
  memberIds,
}: {
  mode: HouseholdSplitMode;
  fixedShares: Shares | null;
  incomes: Record<string, Cents | null>;
  memberIds: readonly string[];
}): HouseholdShares {
  if (memberIds.length === 0) return { mode, shares: {} };
  const equal = (fallback?: SplitFallback): HouseholdShares => ({
    mode,
    shares: apportion(FULL_SHARE_BASIS_POINTS, Object.fromEntries(memberIds.map((id) => [id, 1]))),
    ...(fallback && { fallback }),
  });
  if (mode === "income") {
    const declared = memberIds.map((id) => incomes[id] ?? null);
    if (declared.some((income) => income === null) || declared.every((income) => income === 0)) {
      return equal("income_missing");
    }
    return { mode, shares: apportion(FULL_SHARE_BASIS_POINTS, Object.fromEntries(memberIds.map((id) => [id, incomes[id] ?? 0]))) };
  }
  if (mode === "fixed") {
    const shares = Object.fromEntries(memberIds.map((id) => [id, fixedShares?.[id] ?? 0]));
    const valid = Object.values(shares).every((points) => Number.isInteger(points) && points >= 0);
    const total = Object.values(shares).reduce((sum, points) => sum + points, 0);
    return valid && total === FULL_SHARE_BASIS_POINTS ? { mode, shares } : equal("shares_missing");
  }
  return equal();
}

/** Expenses of one payer under one split, already summed (a refund lowers the sum). */
export interface ExpenseGroup {
  payerId: string;
  /** The rows' own split (basis points by user id); null: the household's. */
  split: Shares | null;
  amountCents: Cents;
}

/**
 * What each member paid and what their share was. Each split's expenses are added up first and
 * the total divided once, so the leftover centavo of a division does not fall on the same person
 * row after row; the shares still add up exactly to what was paid. A row's split keeps only the
 * current members named in it (weighed as they are); one naming none of them takes the household's.
 * Groups whose payer is not a member are the caller's to reassign before.
 */
export function shareExpenses(
  groups: readonly ExpenseGroup[],
  { memberIds, defaultShares }: { memberIds: readonly string[]; defaultShares: Shares },
): { paid: Record<string, Cents>; share: Record<string, Cents> } {
  const members = new Set(memberIds);
  const zeros = () => Object.fromEntries(memberIds.map((id) => [id, 0 as Cents])) as Record<string, Cents>;
  const paid = zeros();
  const share = zeros();
  const bySplit = new Map<string, { shares: Shares; amounts: Cents[] }>();
  for (const group of groups) {
    if (!members.has(group.payerId)) continue;
    paid[group.payerId] = sumCents([paid[group.payerId] ?? (0 as Cents), group.amountCents]);
    const own = Object.entries(group.split ?? {}).filter(([id, points]) => members.has(id) && Number.isSafeInteger(points) && points > 0);
    const shares = own.length > 0 ? Object.fromEntries(own) : defaultShares;
    const key = JSON.stringify(Object.entries(shares).sort(([a], [b]) => byId(a, b)));
    const entry = bySplit.get(key) ?? { shares, amounts: [] };
    entry.amounts.push(group.amountCents);
    bySplit.set(key, entry);
  }
  for (const { shares, amounts } of bySplit.values()) {
    for (const [id, part] of Object.entries(allocateCents(sumCents(amounts), shares))) {
      share[id] = sumCents([share[id] ?? (0 as Cents), part]);
    }
  }
  return { paid, share };
}

export interface MemberBalance {
  userId: string;
  paidCents: Cents;
  shareCents: Cents;
  /** Paid − share, plus settlements sent, minus received: above zero the household owes them. */
  balanceCents: Cents;
}

export interface Transfer {
  from: string;
  to: string;
  amountCents: Cents;
}

export interface RecordedSettlement {
  from: string | null;
  to: string | null;
  amountCents: Cents;
}

/**
 * Each member's balance and the transfers that bring every balance to zero: the largest debtor
 * pays the largest creditor, again and again (ties by user id), so there are at most n − 1.
 * A recorded settlement from X to Y of s raises X's balance by s and lowers Y's; one naming
 * someone who is not a member any more is left out.
 */
export function settle({
  memberIds,
  paid,
  share,
  settlements,
}: {
  memberIds: readonly string[];
  paid: Record<string, Cents>;
  share: Record<string, Cents>;
  settlements: readonly RecordedSettlement[];
}): { members: MemberBalance[]; transfers: Transfer[] } {
  const members = new Set(memberIds);
  const balance = new Map(memberIds.map((id) => [id, (paid[id] ?? 0) - (share[id] ?? 0)]));
  for (const { from, to, amountCents } of settlements) {
    if (from === null || to === null || !members.has(from) || !members.has(to)) continue;
    balance.set(from, (balance.get(from) ?? 0) + amountCents);
    balance.set(to, (balance.get(to) ?? 0) - amountCents);
  }
  const rows = memberIds.map((userId) => ({
    userId,
    paidCents: paid[userId] ?? (0 as Cents),
    shareCents: share[userId] ?? (0 as Cents),
    balanceCents: ((balance.get(userId) ?? 0) || 0) as Cents,
  }));
  const open = new Map(rows.map((row) => [row.userId, row.balanceCents as number]));
  const largest = (sign: 1 | -1) =>
    [...open.entries()]
      .filter(([, amount]) => amount * sign > 0)
      .sort(([a, x], [b, y]) => (x === y ? byId(a, b) : (y - x) * sign))[0];
  const transfers: Transfer[] = [];
  for (;;) {
    const creditor = largest(1);
    const debtor = largest(-1);
    if (!creditor || !debtor) break;
    const amount = Math.min(creditor[1], -debtor[1]);
    transfers.push({ from: debtor[0], to: creditor[0], amountCents: amount as Cents });
    open.set(creditor[0], creditor[1] - amount);
    open.set(debtor[0], debtor[1] + amount);
  }
  return { members: rows, transfers };
}
