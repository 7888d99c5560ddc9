import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InstallmentDescription } from "@/components/transactions/installment-description";

describe("a fatura item's or a recent row's description", () => {
  it("keeps ' (1/10)' whole in a span that never wraps and never shrinks, apart from the name that may", () => {
    const html = renderToStaticMarkup(
      <InstallmentDescription description="Geladeira Brastemp Frost Free (1/10)" installment={{ number: 1, of: 10 }} />,
    );
    expect(html).toContain('<span class="line-clamp-2 min-w-0 break-words">Geladeira Brastemp Frost Free</span>');
    expect(html).toContain('<span data-parcel="true" class="shrink-0 whitespace-pre tabular-nums"> (1/10)</span>');
  });

  it("leaves a description without a marker (or one edited away) as it is", () => {
    const html = renderToStaticMarkup(
      <InstallmentDescription description="Geladeira nova" installment={{ number: 1, of: 10 }} />,
    );
    expect(html).not.toContain("data-parcel");
    expect(html).toContain(">Geladeira nova<");
  });
});
