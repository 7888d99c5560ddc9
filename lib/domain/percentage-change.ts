/**
 * Percentages the dashboard answers with, computed from integer centavos and rounded to one
 * decimal (half away from zero) with exact integer arithmetic: never NaN, Infinity or -0.
 */

/** (current − previous) / |previous| × 100; both zero → 0; previous zero alone → null. */
export function percentageChange(currentCents: number, previousCents: number): number | null {
  if (previousCents === 0) return currentCents === 0 ? 0 : null;
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
