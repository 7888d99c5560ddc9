// No Intl here: the label is built in the browser, and the first Intl date formatter loads ICU data.

const pad = (value: number) => String(value).padStart(2, "0");

function dayNumber(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;
}

/**
 * When a screen read offline is from, in the device's own time: "dados de hoje, 14:32",
 * "dados de ontem, 09:05", "dados de 25/11, 18:00" (the year only when it is another one).
 */
export function dataAgeLabel(at: Date, now: Date): string {
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const daysAgo = dayNumber(now) - dayNumber(at);
  if (daysAgo === 0) return `dados de hoje, ${time}`;
  if (daysAgo === 1) return `dados de ontem, ${time}`;
  const day = `${pad(at.getDate())}/${pad(at.getMonth() + 1)}`;
  return `dados de ${at.getFullYear() === now.getFullYear() ? day : `${day}/${at.getFullYear()}`}, ${time}`;
}
