/** The link to one fatura of a card: `month` is "YYYY-MM", the URL takes `?month=&year=`. */
export const statementHref = (cardId: string, month: string) =>
  `/cards/${cardId}?month=${Number(month.slice(5))}&year=${month.slice(0, 4)}`;
