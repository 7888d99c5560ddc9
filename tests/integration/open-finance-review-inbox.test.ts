import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { payees } from "@/db/schema-payees";
import { groupReviewRows } from "@/lib/domain/review-groups";
import { listReviewInbox } from "@/server/open-finance/list-review-inbox";
import { day, currentYearMonth } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { connectedPerson, syncedRow } from "./open-finance-review-fixtures";

describe("the review inbox's read", () => {
  it("shows the newest month with rows waiting, lists the months, and reads only the person's rows with their payee", async () => {
    const person = await connectedPerson();
    const stranger = await connectedPerson("Outro Banco");
    await syncedRow(stranger, { date: day("2026-12-01") });
    const [ifood] = await db.insert(payees).values({ userId: person.user.id, name: "iFood", nameKey: "ifood" }).returning();
    const a = await syncedRow(person, { description: "IFD*IFOOD 1", date: day("2026-11-03"), valor: cents(3000) });
    const b = await syncedRow(person, { description: "IFOOD.COM", date: day("2026-11-20"), valor: cents(1250) });
    await syncedRow(person, { description: "UBER TRIP", date: day("2026-11-21") });
    await syncedRow(person, { description: "REVISTA", date: day("2026-11-22"), needsReview: false });
    await syncedRow(person, { description: "OUTUBRO", date: day("2026-10-10") });
    await db.update(transactions).set({ payeeId: ifood!.id, categoryId: person.mercado, categorySource: "bank" }).where(eq(transactions.id, a));
    await db.update(transactions).set({ payeeId: ifood!.id, categoryId: person.mercado, categorySource: "mcc" }).where(eq(transactions.id, b));

    const inbox = await listReviewInbox(db, person.user.id, null);
    expect(inbox.month).toEqual({ year: 2026, month: 11 });
    expect(inbox.months).toEqual([
      { year: 2026, month: 11, count: 3 },
      { year: 2026, month: 10, count: 1 },
    ]);
    const groups = groupReviewRows(inbox.rows);
    expect(groups.map((group) => [group.label, group.count, group.totalCents, group.categoryName, group.suggested])).toEqual([
      ["iFood", 2, 4250, "Mercado", true],
      ["UBER TRIP", 1, 1234, null, false],
    ]);

    const october = await listReviewInbox(db, person.user.id, { year: 2026, month: 10 });
    expect(october.rows.map((row) => row.description)).toEqual(["OUTUBRO"]);
  });

  it("with nothing waiting, shows this month, empty", async () => {
    const person = await connectedPerson();
    await syncedRow(person, { needsReview: false });
    expect(await listReviewInbox(db, person.user.id, null)).toEqual({ month: currentYearMonth(), rows: [], months: [] });
  });
});
