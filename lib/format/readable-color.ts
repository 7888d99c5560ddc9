/**
 * White or near-black, whichever reads better on a user-chosen `#rrggbb` background (WCAG
 * relative luminance): a pale yellow category gets dark text and icons, a navy one white.
 */
export const LIGHT_FOREGROUND = "#ffffff";
export const DARK_FOREGROUND = "#09090b";

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function readableForeground(background: string): string {
  const luminance = relativeLuminance(background);
  if (luminance === null) return LIGHT_FOREGROUND;
  // Contrast with white is 1.05 / (L + 0.05); with #09090b it is (L + 0.05) / 0.0528.
  const withWhite = 1.05 / (luminance + 0.05);
  const withDark = (luminance + 0.05) / 0.0528;
  return withWhite >= withDark ? LIGHT_FOREGROUND : DARK_FOREGROUND;
}
