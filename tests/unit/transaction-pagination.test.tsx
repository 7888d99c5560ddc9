import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TransactionPagination } from "@/components/transactions/transaction-pagination";

function status(total: number, pageCount: number) {
  const html = renderToStaticMarkup(
    <TransactionPagination page={1} pageCount={pageCount} total={total} hrefFor={(n) => `/transactions?page=${n}`} />,
  );
  return /<p data-testid="transactions-page-status">(.*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, "");
}

describe("Transações' page status", () => {
  it("writes the month's count the way a Brazilian reads it", () => {
    expect(status(1200, 24)).toBe("Página 1 de 24 · 1.200 transações");
    expect(status(51, 2)).toBe("Página 1 de 2 · 51 transações");
  });
});
