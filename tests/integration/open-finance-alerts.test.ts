import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { openFinanceItems } from "@/db/schema-open-finance";
import { reminderDigestText } from "@/emails/reminder-digest-email";
import { collectReminderDigest, isDigestEmpty } from "@/server/reminders/collect-reminder-digest";
import { findConnectionsNeedingAction } from "@/server/open-finance/find-connections-needing-action";
import { BellConnectionItems } from "@/components/shell/bell-connection-items";
import { connectedPerson } from "./open-finance-review-fixtures";

const NOW = new Date("2026-11-27T13:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

describe("a connection that needs the person (bell and daily e-mail)", () => {
  it("is found when the bank imposes a state or the consent ends within 7 days, and only for its owner", async () => {
    const person = await connectedPerson("Pluggy Bank");
    const stranger = await connectedPerson("Outro Banco");
    expect(await findConnectionsNeedingAction(db, person.user.id, NOW)).toEqual([]);
    expect(isDigestEmpty(await collectReminderDigest(db, person.user.id, NOW))).toBe(true);

    await db.update(openFinanceItems).set({ status: "LOGIN_ERROR" }).where(eq(openFinanceItems.id, person.itemId));
    await db
      .update(openFinanceItems)
      .set({ consentExpiresAt: new Date(NOW.getTime() + 3 * DAY) })
      .where(eq(openFinanceItems.id, stranger.itemId));

    expect(await findConnectionsNeedingAction(db, person.user.id, NOW)).toEqual([
      { id: person.itemId, institutionName: "Pluggy Bank", statusLabel: "Credenciais inválidas" },
    ]);
    expect(await findConnectionsNeedingAction(db, stranger.user.id, NOW)).toEqual([
      { id: stranger.itemId, institutionName: "Outro Banco", statusLabel: "Consentimento expira em 3 dias" },
    ]);

    const digest = await collectReminderDigest(db, person.user.id, NOW);
    expect(isDigestEmpty(digest)).toBe(false);
    const text = reminderDigestText({
      name: "Ana",
      dueSoon: [],
      overdue: [],
      budgets: [],
      statements: [],
      connections: digest.connections,
      appUrl: "http://localhost:3000",
      unsubscribeUrl: "http://localhost:3000/auth/unsubscribe",
    });
    expect(text).toContain("Conexões bancárias que pedem ação:");
    expect(text).toContain("- Pluggy Bank: Credenciais inválidas. Reconecte em Conexões bancárias.");
  });

  it("puts in the bell, by name, each connection of the person the bank asks to reconnect, and no other", async () => {
    const person = await connectedPerson("Banco Inter");
    const stranger = await connectedPerson("Outro Banco");
    await db.insert(openFinanceItems).values({ userId: person.user.id, pluggyItemId: `item-nubank-${Date.now()}`, institutionName: "Nubank", status: "UPDATED" });
    // The bank waits for the person (a new login or a code, MFA); the stranger's needs a login too.
    await db.update(openFinanceItems).set({ status: "WAITING_USER_ACTION" }).where(eq(openFinanceItems.id, person.itemId));
    await db.update(openFinanceItems).set({ status: "LOGIN_ERROR" }).where(eq(openFinanceItems.id, stranger.itemId));

    // What the shell's bell (app/(app)/_components/shell-bell.tsx) reads and lists, as it renders it.
    const connections = await findConnectionsNeedingAction(db, person.user.id, NOW);
    const items = renderToStaticMarkup(createElement("ul", null, createElement(BellConnectionItems, { connections })));
    expect(items).toContain("Banco Inter: reconecte");
    expect(items).toContain("O banco pede uma ação sua");
    expect(items).toContain('href="/connections"');
    expect(items).not.toContain("Nubank");
    expect(items).not.toContain("Outro Banco");
  });
});
