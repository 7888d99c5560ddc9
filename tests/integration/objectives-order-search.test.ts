import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { objectives } from "@/db/schema";
import { db } from "@/lib/server/db";
import { listObjectives } from "@/server/objectives/list-objectives";
import { cents } from "@/lib/format/money";
import { createTestUser } from "../helpers/users";

/** The use case behind GET /objective/list-all, the Objetivos screen and the dashboard's first 3. */
const names = async (userId: string, search?: string) =>
  (await listObjectives(db, userId, search)).map((objective) => objective.name);

describe("listObjectives order", () => {
  it("keeps objectives inserted together (same created_at) in one order, the id's, read after read", async () => {
    const { user } = await createTestUser();
    await db.insert(objectives).values({
      userId: user.id,
      name: "Mais antigo",
      targetValue: cents(100),
      createdAt: new Date("2024-01-01T12:00:00Z"),
    });
    // One statement: PostgreSQL gives every row the same now().
    const together = await db
      .insert(objectives)
      .values(
        ["Viagem", "Carro", "Casa", "Reserva", "Curso", "Festa"].map((name) => ({
          userId: user.id,
          name,
          targetValue: cents(10000),
        })),
      )
      .returning({ id: objectives.id, createdAt: objectives.createdAt });
    expect(new Set(together.map((row) => row.createdAt.getTime())).size).toBe(1);

    const first = await listObjectives(db, user.id);
    expect(first.map((objective) => objective._id)).toEqual([
      (await db.select().from(objectives).where(eq(objectives.name, "Mais antigo")))[0]?.id,
      ...together.map((row) => row.id).sort(),
    ]);
    for (let read = 0; read < 10; read++) {
      expect(await listObjectives(db, user.id)).toEqual(first);
    }
  });
});

describe("listObjectives with a search term (the screen's ?q=)", () => {
  let userId: string;
  beforeAll(async () => {
    userId = (await createTestUser()).user.id;
    // Explicit creation times, a minute apart: rows inserted in the same millisecond (the embedded
    // database's clock resolution) would share created_at and fall back to the ids' order.
    const created = ["Viagem à Bahia", "Reserva de emergência", "VIAGEM de férias"];
    await db.insert(objectives).values(
      created.map((name, i) => ({
        userId,
        name,
        targetValue: cents(1000),
        createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
      })),
    );
    const stranger = (await createTestUser()).user.id;
    await db
      .insert(objectives)
      .values({ userId: stranger, name: "Viagem alheia", targetValue: cents(100) });
  });

  it("finds names whatever the case and accents, oldest first, only the user's own", async () => {
    expect(await names(userId, "viagem")).toEqual(["Viagem à Bahia", "VIAGEM de férias"]);
    expect(await names(userId, "EMERGENCIA")).toEqual(["Reserva de emergência"]);
    expect(await names(userId, "ferias")).toEqual(["VIAGEM de férias"]);
    expect(await names(userId, "a bahia")).toEqual(["Viagem à Bahia"]);
  });

  it("keeps everything for no term or a blank one, and nothing for a term no name has", async () => {
    const all = ["Viagem à Bahia", "Reserva de emergência", "VIAGEM de férias"];
    expect(await names(userId)).toEqual(all);
    expect(await names(userId, "  ")).toEqual(all);
    expect(await names(userId, "xyz")).toEqual([]);
    expect(await names(userId, "%")).toEqual([]);
  });
});
