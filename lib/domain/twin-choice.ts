import { foldForSearch } from "@/lib/search";

export interface TwinCandidate {
  id: string;
  day: string;
  description: string;
  categoryId: string | null;
  /** Days from the bank's day (0 for the parcela of the same number). */
  distance: number;
}

const wordsOf = (text: string) =>
  new Set(foldForSearch(text).split(/[^a-z0-9]+/).filter((word) => word.length >= 3 && !/^\d+$/.test(word)));

/** How alike two descriptions are, 0 to 1: the share of words they have in common. */
export function textSimilarity(a: string, b: string): number {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word) || [...right].some((other) => other.startsWith(word) || word.startsWith(other))) shared += 1;
  return shared / Math.min(left.size, right.size);
}

/** Two rows that are the same in all the person sees: linking either one changes nothing. */
const interchangeable = (a: TwinCandidate, b: TwinCandidate) =>
  a.day === b.day && a.categoryId === b.categoryId && foldForSearch(a.description) === foldForSearch(b.description);

/**
 * Which of the person's rows a bank row is: the nearest by date, then the most alike in
 * description or payee (`bankTexts`). When two or more are equally good and not interchangeable,
 * no guess: "ambiguous". Null when there is no candidate.
 */
export function chooseTwin(candidates: TwinCandidate[], bankTexts: string[]): TwinCandidate | "ambiguous" | null {
  if (candidates.length === 0) return null;
  const nearest = Math.min(...candidates.map((c) => c.distance));
  const closest = candidates.filter((c) => c.distance === nearest);
  if (closest.length === 1) return closest[0]!;
  const scored = closest.map((c) => ({
    candidate: c,
    score: Math.max(0, ...bankTexts.map((text) => textSimilarity(c.description, text))),
  }));
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best).map((s) => s.candidate);
  if (top.length === 1 || top.every((c) => interchangeable(c, top[0]!))) return top[0]!;
  return "ambiguous";
}
