const percent = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** `12,5%` (one decimal at most, as the API sends it); the sign is left to the caller. */
export function formatPercentage(value: number): string {
  return `${percent.format(value)}%`;
}
