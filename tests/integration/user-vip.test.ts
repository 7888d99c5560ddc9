import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { db } from "@/lib/server/db";
import { users } from "@/db/schema";
import { createTestUser } from "../helpers/users";

const run = promisify(execFile);

async function userVip(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/user-vip.ts", ...args], {
      env: { ...process.env, DATABASE_URL: inject("databaseUrl"), NODE_ENV: "development" },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const vipOf = async (id: string) =>
  (await db.select({ vip: users.vipAccess }).from(users).where(eq(users.id, id)))[0]?.vip;

describe("npm run user:vip -- <email> [--off]", () => {
  it("grants and revokes vipAccess by e-mail, any case", async () => {
    const { user } = await createTestUser({ email: "vip@exemplo.com.br", subscriptionStatus: "inactive" });
    const on = await userVip("VIP@exemplo.com.br");
    expect(on).toMatchObject({ code: 0 });
    expect(on.out).toContain("Acesso VIP concedido a vip@exemplo.com.br.");
    expect(await vipOf(user.id)).toBe(true);
    const off = await userVip("vip@exemplo.com.br", "--off");
    expect(off.out).toContain("Acesso VIP removido");
    expect(await vipOf(user.id)).toBe(false);
  });

  it("fails with a message for an unknown e-mail or no e-mail", async () => {
    const unknown = await userVip("nao@exemplo.com.br");
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain("Nenhuma conta com o e-mail nao@exemplo.com.br.");
    const usage = await userVip();
    expect(usage.code).toBe(1);
    expect(usage.out).toContain("Uso: npm run user:vip");
  });
});
