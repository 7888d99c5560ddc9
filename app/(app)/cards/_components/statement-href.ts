import { splitMonth } from "@/lib/domain/calendar";
import type { Month } from "@/lib/domain/calendar";

/** The link to one fatura of a card: the URL takes its month as `?month=&year=`. */
export const statementHref = (cardId: string, month: Month) => {
  const { year, month: number } = splitMonth(month);
  return `/cards/${cardId}?month=${number}&year=${year}`;
};
