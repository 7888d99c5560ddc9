import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("fills the documented defaults in development", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY_HOPS).toBe(0);
  });

  it("reads how many proxies of ours stand in front, 0 to 10", () => {
    expect(parseEnv({ NODE_ENV: "development", TRUST_PROXY_HOPS: "1" }).TRUST_PROXY_HOPS).toBe(1);
    expect(() => parseEnv({ NODE_ENV: "development", TRUST_PROXY_HOPS: "-1" })).toThrow(
      /^Configuração inválida: TRUST_PROXY_HOPS/,
    );
    expect(() => parseEnv({ NODE_ENV: "development", TRUST_PROXY_HOPS: "um" })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it("rejects a malformed value with one line naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "development", PORT: "abc" })).toThrow(/^Configuração inválida: PORT/);
    expect(() => parseEnv({ NODE_ENV: "development", DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL/,
    );
  });

  it("explains a bad value in Portuguese, on the same line", () => {
    expect(() => parseEnv({ NODE_ENV: "development", APP_URL: "não é url" })).toThrow(
      "Configuração inválida: APP_URL formato do URL inválido",
    );
    expect(() => parseEnv({ NODE_ENV: "development", PORT: "0" })).toThrow(
      /^Configuração inválida: PORT pequeno demais: esperava que o número fosse >= 1$/,
    );
  });

  it("requires the database and SMTP in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SMTP_URL: "smtp://localhost" })).toThrow(
      /DATABASE_URL é obrigatória em produção/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://localhost/bolso" }),
    ).toThrow(/SMTP_URL é obrigatória em produção/);
  });

  it("refuses a partial Stripe configuration in production", () => {
    const base = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://localhost/bolso",
      SMTP_URL: "smtp://localhost:25",
      SUPPORT_EMAIL: "suporte@bolso.app",
    } as const;
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      parseEnv({ ...base, STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "wh", STRIPE_PRICE_ID: "p" }),
    ).not.toThrow();
  });

  describe("SUPPORT_EMAIL", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://localhost/bolso",
      SMTP_URL: "smtp://localhost:25",
      MAIL_FROM: "Bolso <nao-responda@bolso.app>",
    } as const;

    it("is required in production, in one readable line", () => {
      expect(() => parseEnv(production)).toThrow(
        /^Configuração inválida: SUPPORT_EMAIL é obrigatória em produção \(o contato de suporte publicado em \/ajuda, \/termos e \/privacidade\)$/,
      );
      expect(() => parseEnv({ ...production, SUPPORT_EMAIL: "  " })).toThrow(/SUPPORT_EMAIL é obrigatória em produção/);
      expect(parseEnv({ ...production, SUPPORT_EMAIL: "ajuda@bolso.app" }).SUPPORT_EMAIL).toBe("ajuda@bolso.app");
    });

    it.each([
      "nao-responda@bolso.app",
      "Nao.Responda@bolso.app",
      "noreply@bolso.app",
      "no-reply@bolso.app",
      "no_reply+suporte@bolso.app",
      "donotreply@bolso.app",
      "do-not-reply@bolso.app",
    ])("refuses the no-reply address %s", (address) => {
      expect(() => parseEnv({ ...production, SUPPORT_EMAIL: address })).toThrow(
        /^Configuração inválida: SUPPORT_EMAIL não pode ser um endereço que não recebe respostas \(no-reply\)$/,
      );
      expect(() => parseEnv({ NODE_ENV: "development", SUPPORT_EMAIL: address })).toThrow(/SUPPORT_EMAIL não pode/);
    });

    it("outside production defaults to suporte@ at the sender's domain, never the sender itself", () => {
      expect(parseEnv({ NODE_ENV: "development" }).SUPPORT_EMAIL).toBe("suporte@bolso.app");
      expect(parseEnv({ NODE_ENV: "test", MAIL_FROM: "Bolso <nao-responda@exemplo.com.br>" }).SUPPORT_EMAIL).toBe(
        "suporte@exemplo.com.br",
      );
      expect(parseEnv({ NODE_ENV: "development", MAIL_FROM: "Bolso" }).SUPPORT_EMAIL).toBe("suporte@localhost");
    });

    it("refuses a value that is not an e-mail", () => {
      expect(() => parseEnv({ NODE_ENV: "development", SUPPORT_EMAIL: "ajuda" })).toThrow(/^Configuração inválida: SUPPORT_EMAIL/);
    });
  });
});

describe("Web Push settings", () => {
  const pair = {
    VAPID_PUBLIC_KEY: `B${"A".repeat(86)}`,
    VAPID_PRIVATE_KEY: "A".repeat(43),
    VAPID_SUBJECT: "mailto:suporte@bolso.app",
  };

  it("takes the three VAPID values together, or none", () => {
    expect(() => parseEnv({ NODE_ENV: "development", ...pair })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "development" })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "development", VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      /^Configuração inválida: VAPID_PUBLIC_KEY defina VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY e VAPID_SUBJECT juntas/,
    );
  });

  it("refuses malformed keys and a subject that is neither mailto: nor https:", () => {
    expect(() => parseEnv({ NODE_ENV: "development", ...pair, VAPID_PUBLIC_KEY: "curta" })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => parseEnv({ NODE_ENV: "development", ...pair, VAPID_PRIVATE_KEY: "x" })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => parseEnv({ NODE_ENV: "development", ...pair, VAPID_SUBJECT: "http://bolso.app" })).toThrow(
      /VAPID_SUBJECT deve ser um endereço mailto: ou uma URL https:/,
    );
  });

  it("allows loopback push endpoints in development and tests, never in production", () => {
    expect(parseEnv({ NODE_ENV: "test", WEB_PUSH_ALLOW_LOOPBACK: "1" }).WEB_PUSH_ALLOW_LOOPBACK).toBe("1");
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://localhost/bolso",
        SMTP_URL: "smtp://localhost:25",
        SUPPORT_EMAIL: "suporte@bolso.app",
        WEB_PUSH_ALLOW_LOOPBACK: "1",
      }),
    ).toThrow("Configuração inválida: WEB_PUSH_ALLOW_LOOPBACK não é permitida em produção (serve só a desenvolvimento e testes)");
  });
});

describe("receipts' S3 store", () => {
  const s3 = {
    S3_ENDPOINT: "http://minio:9000",
    S3_REGION: "us-east-1",
    S3_BUCKET: "bolso-anexos",
    S3_ACCESS_KEY_ID: "bolso",
    S3_SECRET_ACCESS_KEY: "segredo-longo",
  };

  it("takes the five S3 values together, or none", () => {
    expect(() => parseEnv({ NODE_ENV: "development", ...s3 })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "development" })).not.toThrow();
    for (const name of Object.keys(s3)) {
      expect(() => parseEnv({ NODE_ENV: "development", ...s3, [name]: "" })).toThrow(
        /^Configuração inválida: S3_ENDPOINT defina S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntas/,
      );
    }
  });

  it("refuses an endpoint that is not a URL and a bucket name S3 would refuse", () => {
    expect(() => parseEnv({ NODE_ENV: "development", ...s3, S3_ENDPOINT: "minio" })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ NODE_ENV: "development", ...s3, S3_BUCKET: "Bolso_Anexos" })).toThrow(/S3_BUCKET deve ser um nome de bucket válido/);
  });
});
