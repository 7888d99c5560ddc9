import { describe, expect, it } from "vitest";
import {
  householdCategoryTargets,
  householdOwnerLine,
  mayChangeItem,
  mayMapCategory,
  offersHouseholdSwitch,
} from "@/components/household-items/household-view";
import { householdView, type HouseholdView } from "@/lib/domain/household-view";
import { mapExplanation } from "@/components/categories/map-category-dialog";
import type { CategoryType } from "@/lib/domain/enums";
import type { HouseholdItemAccess } from "@/lib/schemas/household-item";

const ana = "a0000000-0000-4000-8000-000000000001";
const bruno = "b0000000-0000-4000-8000-000000000002";
const members = [
  { userId: ana, name: "Ana" },
  { userId: bruno, name: "Bruno" },
];
const asBruno = (level: HouseholdView["level"] = "full"): HouseholdView => ({ meId: bruno, level, members });
const item = (ownerId: string, household: boolean, access: HouseholdItemAccess) => ({ ownerId, household, access });

describe("householdView", () => {
  it("keeps the person, their level and the members' names of GET /household", () => {
    const household = {
      members: members.map((member) => ({ ...member, email: "x@x.com", level: "full" as const })),
      me: { level: "read" as const },
    };
    expect(householdView(household, bruno)).toEqual({ meId: bruno, level: "read", members });
  });
});

describe("offersHouseholdSwitch", () => {
  it("is offered for a new item and the person's own, to members who may write", () => {
    expect(offersHouseholdSwitch(asBruno(), null)).toBe(true);
    expect(offersHouseholdSwitch(asBruno(), item(bruno, true, "owner"))).toBe(true);
  });
  it("is hidden outside a household, to a 'Só ver' member and on another member's item", () => {
    expect(offersHouseholdSwitch(null, null)).toBe(false);
    expect(offersHouseholdSwitch(asBruno("read"), null)).toBe(false);
    expect(offersHouseholdSwitch(asBruno(), item(ana, true, "write"))).toBe(false);
  });
});

describe("householdOwnerLine", () => {
  it("names the member who created another's household item", () => {
    expect(householdOwnerLine(item(ana, true, "write"), asBruno())).toBe("de Ana");
  });
  it("says nothing of the person's own, a private item, or outside a household", () => {
    expect(householdOwnerLine(item(bruno, true, "owner"), asBruno())).toBeNull();
    expect(householdOwnerLine(item(ana, false, "owner"), asBruno())).toBeNull();
    expect(householdOwnerLine(item(ana, true, "write"), null)).toBeNull();
  });
});

describe("mayChangeItem and mayMapCategory", () => {
  it("leaves edit and delete out of an item the person may only read", () => {
    expect(mayChangeItem(item(ana, true, "read"))).toBe(false);
    expect(mayChangeItem(item(ana, true, "write"))).toBe(true);
    expect(mayChangeItem(item(bruno, false, "owner"))).toBe(true);
  });
  it("maps only the person's own private category, in a household they write to", () => {
    expect(mayMapCategory(asBruno(), item(bruno, false, "owner"))).toBe(true);
    expect(mayMapCategory(asBruno(), item(bruno, true, "owner"))).toBe(false);
    expect(mayMapCategory(asBruno(), item(ana, true, "write"))).toBe(false);
    expect(mayMapCategory(asBruno("read"), item(bruno, false, "owner"))).toBe(false);
    expect(mayMapCategory(null, item(bruno, false, "owner"))).toBe(false);
  });
});

describe("householdCategoryTargets", () => {
  const category = (_id: string, type: CategoryType, household: boolean) => ({ _id, type, ...item(ana, household, "write") });
  const all = [
    category("supermercado", "despesa", true),
    category("salario-casa", "receita", true),
    category("outros-casa", "ambas", true),
    category("mercado", "despesa", false),
  ];
  it("offers the household's categories of the same type or of both, never a private one", () => {
    const ids = (type: CategoryType) => householdCategoryTargets(all, { _id: "x", type }).map((target) => target._id);
    expect(ids("despesa")).toEqual(["supermercado", "outros-casa"]);
    expect(ids("receita")).toEqual(["salario-casa", "outros-casa"]);
    expect(ids("ambas")).toEqual(["supermercado", "salario-casa", "outros-casa"]);
  });
});

describe("mapExplanation", () => {
  it("says what moves and what goes", () => {
    expect(mapExplanation("Mercado", "Supermercado")).toBe(
      "Os lançamentos, regras e orçamentos de Mercado passam para Supermercado, e Mercado deixa de existir.",
    );
  });
});
