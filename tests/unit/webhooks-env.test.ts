import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

describe("WEBHOOKS_ALLOW_LOOPBACK", () => {
  it("is a development and test setting that production refuses", () => {
    expect(parseEnv({ NODE_ENV: "test", WEBHOOKS_ALLOW_LOOPBACK: "1" }).WEBHOOKS_ALLOW_LOOPBACK).toBe("1");
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://localhost/bolso",
        SMTP_URL: "smtp://localhost:25",
        SUPPORT_EMAIL: "suporte@bolso.app",
        WEBHOOKS_ALLOW_LOOPBACK: "1",
      }),
    ).toThrow("Configuração inválida: WEBHOOKS_ALLOW_LOOPBACK não é permitida em produção (serve só a desenvolvimento e testes)");
  });

  it("takes a secrets key of at least 32 characters", () => {
    expect(() => parseEnv({ NODE_ENV: "test", WEBHOOKS_SECRET_KEY: "curta" })).toThrow(
      "Configuração inválida: WEBHOOKS_SECRET_KEY deve ter pelo menos 32 caracteres",
    );
  });
});
