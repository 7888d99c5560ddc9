/**
 * Percentages the dashboard answers with, computed from integer centavos and rounded to one
 * decimal (half away from zero) with exact integer arithmetic: never NaN, Infinity or -0.
 */

/** Below R$ 1 last month is no base: R$ 0,50 → R$ 28,41 would read "↗ 5.581,5%". */
export const NO_BASE_BELOW_CENTS = 100;

/**
 * (current − previous) / |previous| × 100; both zero → 0; previous under R$ 1 (zero included)
 * otherwise → null, which the dashboard shows as "Não há comparação".
 */
export function percentageChange(currentCents: number, previousCents: number): number | null {
  if (previousCents === 0 && currentCents === 0) return 0;
  if (Math.abs(previousCents) < NO_BASE_BELOW_CENTS) return null;
  return roundedPercent(currentCents - previousCents, Math.abs(previousCents));
}

/** part / whole × 100 (a share of the month's expense); 0 when the whole is 0. */
export function percentageShare(partCents: number, wholeCents: number): number {
  return wholeCents === 0 ? 0 : roundedPercent(partCents, Math.abs(wholeCents));
}

function roundedPercent(numerator: number, denominator: number): number {
  const scaled = BigInt(Math.abs(numerator)) * 1000n;
  const divisor = BigInt(denominator);
  const tenths = (2n * scaled + divisor) / (2n * divisor);
  if (tenths === 0n) return 0;
  return (numerator < 0 ? -Number(tenths) : Number(tenths)) / 10;
}
