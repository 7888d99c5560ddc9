import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PercentageChange } from "@/components/dashboard/percentage-change";
import type { ComparisonJson } from "@/lib/schemas/dashboard";
import type { Reais } from "@/lib/format/money";

function text(comparison: ComparisonJson, partial = false) {
  const html = renderToStaticMarkup(
    <PercentageChange comparison={comparison} goodWhen="up" partial={partial} />,
  );
  return html.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "").replace(/\u00a0/g, " ");
}

describe("the stat tile's comparison line", () => {
  it("says 'Primeiro mês' instead of a percentage of nothing", () => {
    expect(text({ kind: "first-month" })).toBe("Primeiro mês");
  });

  it("shows last month's value in reais when it is too little to divide by", () => {
    expect(text({ kind: "previous-value", previous: 100.37 as Reais })).toBe(
      "R$ 100,37 no mês anterior",
    );
    expect(text({ kind: "previous-value", previous: 400 as Reais }, true)).toBe(
      "R$ 400,00 no mesmo período do mês anterior",
    );
  });

  it("names the same days of the month before while the month is under way", () => {
    expect(text({ kind: "percent", value: 12.5 }, true)).toBe(
      "Aumento de12,5%em relação ao mesmo período do mês anterior",
    );
    expect(text({ kind: "percent", value: -3 })).toBe("Queda de3%em relação ao mês anterior");
  });
});
