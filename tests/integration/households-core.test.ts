import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { householdInvitations, householdMembers, households } from "@/db/schema";
import { db } from "@/lib/server/db";
import { householdMessages } from "@/lib/schemas/households";
import { createTestUser } from "../helpers/users";
import { clearRateLimits } from "./auth-fixtures";
import { household, invitationCode, join } from "./households-fixtures";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());
beforeEach(clearRateLimits);

const person = (name: string) => createTestUser({ name, email: `${name.toLowerCase()}-${randomUUID()}@exemplo.com.br` });

/** Ana owns a household "Casa da Ana". */
async function anaHousehold() {
  const ana = await person("Ana");
  expect((await household.create(ana.token)).status).toBe(201);
  return ana;
}

describe("the household itself", () => {
  it("creates it with its creator as owner, reads it, and refuses a second one", async () => {
    const ana = await person("Ana");
    const created = await household.create(ana.token, "  Casa da Ana  ");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Casa da Ana",
      ownerId: ana.user.id,
      members: [{ userId: ana.user.id, name: "Ana", email: ana.user.email, level: "owner" }],
      split: { mode: "equal", shares: null },
      invitations: [],
      me: { level: "owner", monthlyIncomeCents: null, notifyHouseholdBills: false },
    });
    expect((await household.get(ana.token)).body).toEqual(created.body);
    const again = await household.create(ana.token, "Outra");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(householdMessages.alreadyInHousehold);
  });

  it("answers 404 in pt-BR to someone in no household", async () => {
    const bruno = await person("Bruno");
    const res = await household.get(bruno.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Você ainda não faz parte de uma casa.");
  });

  it("renames it and sets a fixed split that names every member and sums to exactly 100", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    await join(mail, ana, bruno);
    expect((await household.patch(ana.token, { name: "Casa nova" })).body.name).toBe("Casa nova");

    const onlyAna = await household.patch(ana.token, { split: { mode: "fixed", shares: { [ana.user.id]: 100 } } });
    expect(onlyAna.status).toBe(400);
    expect(onlyAna.body.message).toBe(householdMessages.sharesMembers);
    const short = await household.patch(ana.token, { split: { mode: "fixed", shares: { [ana.user.id]: 60, [bruno.user.id]: 39.99 } } });
    expect(short.body.message).toBe(householdMessages.sharesSum);
    const thirdDecimal = await household.patch(ana.token, {
      split: { mode: "fixed", shares: { [ana.user.id]: 66.667, [bruno.user.id]: 33.333 } },
    });
    expect(thirdDecimal.body.message).toBe(householdMessages.sharesInvalid);
    expect((await household.patch(ana.token, { split: { mode: "equal", shares: { [ana.user.id]: 100 } } })).status).toBe(400);

    const fixed = await household.patch(ana.token, { split: { mode: "fixed", shares: { [ana.user.id]: 66.67, [bruno.user.id]: 33.33 } } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.split).toEqual({ mode: "fixed", shares: { [ana.user.id]: 66.67, [bruno.user.id]: 33.33 } });
    const [row] = await db.select().from(households).where(eq(households.ownerId, ana.user.id));
    expect(row?.splitShares).toEqual({ [ana.user.id]: 6667, [bruno.user.id]: 3333 });
  });

  it("lets only the owner change it: a full member and a read-only member get 403", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    const carla = await person("Carla");
    await join(mail, ana, bruno, "full");
    await join(mail, ana, carla, "read");
    for (const member of [bruno, carla]) {
      for (const res of [
        await household.patch(member.token, { name: "Minha" }),
        await household.invite(member.token, "alguem@exemplo.com.br"),
        await household.remove(member.token, ana.user.id),
        await household.transfer(member.token, member.user.id),
        await household.setLevel(member.token, bruno.user.id, "read"),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(householdMessages.ownerOnly);
      }
    }
    const seen = await household.get(bruno.token);
    expect(seen.body.invitations).toEqual([]);
    expect(seen.body.members.map((m) => m.level)).toEqual(["owner", "full", "read"]);
  });

  it("lets each member set their own income and bill notices, and the owner a member's level", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    await join(mail, ana, bruno);
    const mine = await household.patchMe(bruno.token, { monthlyIncomeCents: 850_000, notifyHouseholdBills: true });
    expect(mine.status).toBe(200);
    expect(mine.body.me).toEqual({ level: "full", monthlyIncomeCents: 850_000, notifyHouseholdBills: true });
    expect((await household.patchMe(bruno.token, { monthlyIncomeCents: 12.5 })).status).toBe(400);
    expect((await household.patchMe(bruno.token, {})).body.message).toBe(householdMessages.nothingToChange);
    expect((await household.get(ana.token)).body.me.monthlyIncomeCents).toBeNull();

    const demoted = await household.setLevel(ana.token, bruno.user.id, "read");
    expect(demoted.body.members.find((m) => m.userId === bruno.user.id)?.level).toBe("read");
    expect((await household.setLevel(ana.token, ana.user.id, "read")).status).toBe(409);
    const stranger = await person("Estranho");
    expect((await household.setLevel(ana.token, stranger.user.id, "read")).status).toBe(404);
  });
});

describe("invitations", () => {
  it("e-mails a code and a link valid for 7 days; the invitee previews and accepts it, once", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    const before = Date.now();
    const invited = await household.invite(ana.token, bruno.user.email.toUpperCase(), "read");
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: bruno.user.email, level: "read" });
    const expiresIn = new Date(invited.body.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);

    const message = await mail.waitForMail(bruno.user.email);
    expect(message.subject).toBe("Convite para a casa “Casa da Ana” no Bolso");
    const code = invitationCode(message);
    expect(message.text).toContain(`http://localhost:3000/casa/convite?codigo=${code}`);
    expect(message.text).toContain("Ana convidou você");
    expect(message.html).toContain(`/casa/convite?codigo=${code}`);
    const [stored] = await db.select().from(householdInvitations).where(eq(householdInvitations.id, invited.body.id));
    expect(stored?.codeHash).not.toContain(code);
    expect((await household.get(ana.token)).body.invitations).toEqual([invited.body]);

    const preview = await household.preview(bruno.token, code);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      householdName: "Casa da Ana",
      ownerName: "Ana",
      level: "read",
      expiresAt: invited.body.expiresAt,
      coversSubscription: true,
      ownSubscriptionActive: false,
    });

    const accepted = await household.accept(bruno.token, code);
    expect(accepted.status).toBe(200);
    expect(accepted.body.members.map((m) => [m.userId, m.level])).toEqual([
      [ana.user.id, "owner"],
      [bruno.user.id, "read"],
    ]);
    expect(accepted.body.me.level).toBe("read");
    expect((await household.get(ana.token)).body.invitations).toEqual([]);

    const reused = await household.accept(bruno.token, code);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(householdMessages.codeUsed);
  });

  it("refuses a code sent to another e-mail with 403, for reading and for accepting", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    const intruder = await person("Intruso");
    await household.invite(ana.token, bruno.user.email);
    const code = invitationCode(await mail.waitForMail(bruno.user.email));
    for (const res of [await household.preview(intruder.token, code), await household.accept(intruder.token, code)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Este convite foi enviado para outro e-mail.");
    }
    expect((await household.get(intruder.token)).status).toBe(404);
    expect((await household.accept(bruno.token, code)).status).toBe(200);
  });

  it("refuses an expired code with its own message", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    await household.invite(ana.token, bruno.user.email);
    const code = invitationCode(await mail.waitForMail(bruno.user.email));
    vi.useFakeTimers({ now: Date.now() + 7 * 86_400_000 + 60_000, toFake: ["Date"] });
    try {
      const res = await household.accept(bruno.token, code);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(householdMessages.codeExpired);
      expect((await household.preview(bruno.token, code)).body.message).toBe(householdMessages.codeExpired);
    } finally {
      vi.useRealTimers();
    }
    expect((await household.get(bruno.token)).status).toBe(404);
  });

  it("counts wrong codes against the invitation waiting for the e-mail, which dies after 5", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    await household.invite(ana.token, bruno.user.email);
    const code = invitationCode(await mail.waitForMail(bruno.user.email));
    const wrong = code === "00000000" ? "11111111" : "00000000";
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await household.accept(bruno.token, wrong)).body.message).toBe(householdMessages.codeInvalid);
    }
    expect((await household.accept(bruno.token, wrong)).body.message).toBe(householdMessages.codeLocked);
    const right = await household.accept(bruno.token, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(householdMessages.codeLocked);
  });

  it("limits the tries per account with a 429", async () => {
    const carla = await person("Carla");
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push((await household.accept(carla.token, "12345678")).status);
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it("replaces an invitation to the same e-mail: only the newest code works", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    await household.invite(ana.token, bruno.user.email, "read");
    const first = invitationCode(await mail.waitForMail(bruno.user.email));
    await household.invite(ana.token, bruno.user.email, "full");
    const second = invitationCode(await mail.waitForMail(bruno.user.email));
    expect((await household.get(ana.token)).body.invitations.map((i) => [i.email, i.level])).toEqual([[bruno.user.email, "full"]]);
    expect((await household.accept(bruno.token, first)).body.message).toBe(householdMessages.codeInvalid);
    expect((await household.accept(bruno.token, second)).body.me.level).toBe("full");
  });

  it("keeps a household to 5 adults, members and pending invitations together, and refuses a member's e-mail", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    await join(mail, ana, bruno);
    for (const n of [1, 2, 3]) expect((await household.invite(ana.token, `convidado${n}-${randomUUID()}@exemplo.com.br`)).status).toBe(201);
    const sixth = await household.invite(ana.token, `sexto-${randomUUID()}@exemplo.com.br`);
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe(householdMessages.full);
    const member = await household.invite(ana.token, bruno.user.email);
    expect(member.status).toBe(409);
    expect(member.body.message).toBe(householdMessages.alreadyMember);

    const [pending] = (await household.get(ana.token)).body.invitations;
    expect((await household.cancel(ana.token, pending?.id ?? "")).status).toBe(204);
    expect((await household.cancel(ana.token, pending?.id ?? "")).status).toBe(404);
    expect((await household.invite(ana.token, `sexto-${randomUUID()}@exemplo.com.br`)).status).toBe(201);
  });

  it("refuses to let someone already in a household join another (409)", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    expect((await household.create(bruno.token, "Casa do Bruno")).status).toBe(201);
    await household.invite(ana.token, bruno.user.email);
    const code = invitationCode(await mail.waitForMail(bruno.user.email));
    const res = await household.accept(bruno.token, code);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(householdMessages.alreadyInHousehold);
  });

  it("takes the code as an 8-digit string only", async () => {
    const bruno = await person("Bruno");
    const res = await household.accept(bruno.token, "1234");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(householdMessages.codeInvalidFormat);
  });
});

describe("ownership, removal and leaving", () => {
  it("passes ownership to a member; the old owner becomes a full member", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    await join(mail, ana, bruno, "read");
    const stranger = await person("Estranho");
    expect((await household.transfer(ana.token, stranger.user.id)).status).toBe(404);
    const moved = await household.transfer(ana.token, bruno.user.id);
    expect(moved.status).toBe(200);
    expect(moved.body.ownerId).toBe(bruno.user.id);
    expect(moved.body.members.map((m) => [m.userId, m.level])).toEqual([
      [ana.user.id, "full"],
      [bruno.user.id, "owner"],
    ]);
    expect((await household.patch(ana.token, { name: "Não" })).status).toBe(403);
    expect((await household.patch(bruno.token, { name: "Casa do Bruno" })).status).toBe(200);
  });

  it("removes a member (not the owner themself); the removed one is in no household", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    await join(mail, ana, bruno);
    expect((await household.remove(ana.token, ana.user.id)).body.message).toBe(householdMessages.removeSelf);
    expect((await household.remove(ana.token, bruno.user.id)).status).toBe(204);
    expect((await household.get(bruno.token)).status).toBe(404);
    expect((await household.get(ana.token)).body.members.map((m) => m.userId)).toEqual([ana.user.id]);
    expect((await household.remove(ana.token, bruno.user.id)).status).toBe(404);
  });

  it("lets a member leave; the owner only once alone, and then the household ends", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    await join(mail, ana, bruno);
    const ownerLeaves = await household.leave(ana.token);
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body.message).toBe(householdMessages.ownerMustTransfer);
    expect((await household.leave(bruno.token)).status).toBe(204);
    expect((await household.leave(bruno.token)).status).toBe(404);
    const { id } = (await household.get(ana.token)).body;
    expect((await household.leave(ana.token)).status).toBe(204);
    expect(await db.select().from(households).where(eq(households.id, id))).toEqual([]);
    expect(await db.select().from(householdMembers).where(eq(householdMembers.householdId, id))).toEqual([]);
  });

  it("goes back to the 50/50 split when a fixed split's member leaves", async () => {
    const ana = await anaHousehold();
    const bruno = await person("Bruno");
    await join(mail, ana, bruno);
    await household.patch(ana.token, { split: { mode: "fixed", shares: { [ana.user.id]: 70, [bruno.user.id]: 30 } } });
    await household.leave(bruno.token);
    expect((await household.get(ana.token)).body.split).toEqual({ mode: "equal", shares: null });
  });
});
