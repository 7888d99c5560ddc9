import * as z from "@/lib/schemas/zod";
import { mailAddress } from "@/lib/format/mail-address";
import { isEmbeddedDatabaseUrl } from "@/lib/embedded-marker";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(z.url().optional());

/** Addresses nobody reads (`nao-responda@`, `no-reply@`, `donotreply@`…): never a support contact. */
export function isNoReplyAddress(address: string): boolean {
  const local = (address.split("@")[0] ?? "")
    .normalize("NFD")
    .replace(/[^a-z]/gi, "")
    .toLowerCase();
  return /^(noreply|donotreply|naoresponda|naoresponder|naoresponde|semresposta|mailerdaemon)/.test(local);
}

/** Development's support contact when SUPPORT_EMAIL is unset: suporte@ at the sender's domain. */
export function defaultSupportEmail(mailFrom: string): string {
  const domain = mailAddress(mailFrom).split("@")[1]?.trim();
  return `suporte@${domain || "localhost"}`;
}

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "deve começar com postgres:// ou postgresql://")
        .optional(),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    APP_URL: z.url().default("http://localhost:3000"),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "deve começar com smtp:// ou smtps://")
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default("Bolso <nao-responda@bolso.app>"),
    SUPPORT_EMAIL: optionalString.pipe(
      z
        .email("deve ser um e-mail válido")
        .refine((address) => !isNoReplyAddress(address), "não pode ser um endereço que não recebe respostas (no-reply)")
        .optional(),
    ),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_ID: optionalString,
    STRIPE_API_BASE: optionalUrl,
    PLUGGY_CLIENT_ID: optionalString,
    PLUGGY_CLIENT_SECRET: optionalString,
    /** Read by pluggy-sdk itself; a server standing in for Pluggy (npm run dev:bank, e2e) when not api.pluggy.ai. */
    PLUGGY_API_URL: optionalUrl,
    PLUGGY_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16, "deve ter pelo menos 16 caracteres").optional()),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    CRON_SECRET: optionalString.pipe(z.string().min(16, "deve ter pelo menos 16 caracteres").optional()),
    RUN_SCHEDULER: optionalString.pipe(z.enum(["0", "1", "jobs"], { error: "deve ser 0, 1 ou jobs" }).optional()),
    /** The schema of the job queue's tables; tests give each process its own, so no process works another's jobs. */
    JOB_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,40}$/, "deve ser um nome de esquema simples").default("pgboss"),
    VAPID_PUBLIC_KEY: optionalString.pipe(
      z.string().regex(/^B[A-Za-z0-9_-]{86}$/, "deve ser a chave pública P-256 em base64url (87 caracteres)").optional(),
    ),
    VAPID_PRIVATE_KEY: optionalString.pipe(
      z.string().regex(/^[A-Za-z0-9_-]{43}$/, "deve ser a chave privada P-256 em base64url (43 caracteres)").optional(),
    ),
    VAPID_SUBJECT: optionalString.pipe(
      z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "deve ser um endereço mailto: ou uma URL https:").optional(),
    ),
    WEB_PUSH_ALLOW_LOOPBACK: optionalString.pipe(z.enum(["0", "1"], { error: "deve ser 0 ou 1" }).optional()),
    WEBHOOKS_ALLOW_LOOPBACK: optionalString.pipe(z.enum(["0", "1"], { error: "deve ser 0 ou 1" }).optional()),
    /** Encrypts the webhooks' signing secrets at rest; without it, production has no webhooks. */
    WEBHOOKS_SECRET_KEY: optionalString.pipe(z.string().min(32, "deve ter pelo menos 32 caracteres").optional()),
    /** Receipts in an S3-compatible store (MinIO, R2, S3…); all five or none. */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: optionalString,
    S3_BUCKET: optionalString.pipe(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "deve ser um nome de bucket válido (3 a 63 letras minúsculas, números, . ou -)").optional(),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Where receipts are kept without S3 (development and the embedded default); .data/attachments by default. */
    ATTACHMENTS_DIR: optionalString,
  })
  .superRefine((value, ctx) => {
    const vapid = [value.VAPID_PUBLIC_KEY, value.VAPID_PRIVATE_KEY, value.VAPID_SUBJECT];
    const vapidSet = vapid.filter(Boolean).length;
    if (vapidSet > 0 && vapidSet < vapid.length) {
      ctx.addIssue({
        code: "custom",
        path: ["VAPID_PUBLIC_KEY"],
        message:
          "defina VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY e VAPID_SUBJECT juntas (ou nenhuma: em produção, as notificações no aparelho ficam desligadas)",
      });
    }
    const s3 = [value.S3_ENDPOINT, value.S3_REGION, value.S3_BUCKET, value.S3_ACCESS_KEY_ID, value.S3_SECRET_ACCESS_KEY];
    const s3Set = s3.filter(Boolean).length;
    if (s3Set > 0 && s3Set < s3.length) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ENDPOINT"],
        message:
          "defina S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntas (ou nenhuma: em produção, os anexos ficam desligados)",
      });
    }
    if (value.NODE_ENV === "production" && value.WEBHOOKS_ALLOW_LOOPBACK === "1") {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOKS_ALLOW_LOOPBACK"],
        message: "não é permitida em produção (serve só a desenvolvimento e testes)",
      });
    }
    if (value.NODE_ENV === "production" && value.WEB_PUSH_ALLOW_LOOPBACK === "1") {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_PUSH_ALLOW_LOOPBACK"],
        message: "não é permitida em produção (serve só a desenvolvimento e testes)",
      });
    }
    const building = process.env.NEXT_PHASE === "phase-production-build";
    if (value.NODE_ENV !== "production" || building) return;
    if (!value.DATABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["DATABASE_URL"], message: "é obrigatória em produção" });
    }
    if (!value.SMTP_URL) {
      ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "é obrigatória em produção" });
    }
    if (!value.SUPPORT_EMAIL) {
      ctx.addIssue({
        code: "custom",
        path: ["SUPPORT_EMAIL"],
        message: "é obrigatória em produção (o contato de suporte publicado em /ajuda, /termos e /privacidade)",
      });
    }
    const stripe = [value.STRIPE_SECRET_KEY, value.STRIPE_WEBHOOK_SECRET, value.STRIPE_PRICE_ID];
    const set = stripe.filter(Boolean).length;
    if (set > 0 && set < stripe.length) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message:
          "defina STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET e STRIPE_PRICE_ID juntas (ou nenhuma, para desligar a cobrança)",
      });
    }
    const pluggy = [value.PLUGGY_CLIENT_ID, value.PLUGGY_CLIENT_SECRET, value.PLUGGY_WEBHOOK_SECRET];
    const pluggySet = pluggy.filter(Boolean).length;
    if (pluggySet > 0 && pluggySet < pluggy.length) {
      ctx.addIssue({
        code: "custom",
        path: ["PLUGGY_CLIENT_ID"],
        message:
          "defina PLUGGY_CLIENT_ID, PLUGGY_CLIENT_SECRET e PLUGGY_WEBHOOK_SECRET juntas (ou nenhuma, para desligar a conexão bancária)",
      });
    }
  })
  // Only outside production, where it is required: a support-looking address, never MAIL_FROM's.
  .transform((value) => ({ ...value, SUPPORT_EMAIL: value.SUPPORT_EMAIL ?? defaultSupportEmail(value.MAIL_FROM) }));

export type Env = z.infer<typeof schema>;

/** Parses an environment; throws one readable line naming the bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") ?? "ambiente";
  // zod's pt-BR messages are sentences ("Formato do URL inválido"); here they follow the name.
  const message = issue?.message ?? "inválida";
  throw new Error(
    `Configuração inválida: ${name} ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
  );
}

export const env: Env = parseEnv(process.env);

/** SUPPORT_EMAIL was left unset (possible only outside production): the server logs the default once. */
export const supportEmailDefaulted = !process.env.SUPPORT_EMAIL?.trim();

export const billingEnabled = Boolean(
  env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID,
);

/** Bank connection (Open Finance through Pluggy): on only with its three variables. */
export const bankConnectionEnabled = Boolean(
  env.PLUGGY_CLIENT_ID && env.PLUGGY_CLIENT_SECRET && env.PLUGGY_WEBHOOK_SECRET,
);

/**
 * Where receipts are kept: an S3-compatible store, with its five variables; else the disk, in
 * development and on the embedded database (`npm start` without DATABASE_URL); else nowhere, a
 * production container's disk not outliving it: attachments are off.
 */
export const attachmentStorage: "s3" | "disk" | "off" =
  env.S3_ENDPOINT && env.S3_REGION && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
    ? "s3"
    : env.NODE_ENV !== "production" || isEmbeddedDatabaseUrl(env.DATABASE_URL)
      ? "disk"
      : "off";

/**
 * Whether this server works the job queue (pg-boss, on the app's database), which runs the daily
 * reminders at 08:00 (São Paulo). Every instance may: the queue hands each job to one of them.
 */
export const schedulerEnabled = env.RUN_SCHEDULER !== "0";

/** Whether it also keeps the daily schedules; `jobs` works queued jobs (bank syncs) only (the e2e server). */
export const schedulesEnabled = env.RUN_SCHEDULER !== "0" && env.RUN_SCHEDULER !== "jobs";

/** Web Push may also POST to http://127.0.0.1:<port> (development and tests; refused in production). */
export const webPushLoopbackAllowed = env.WEB_PUSH_ALLOW_LOOPBACK === "1";

/** Webhooks may also POST to http://127.0.0.1:<port> (development and tests; refused in production). */
export const webhooksLoopbackAllowed = env.WEBHOOKS_ALLOW_LOOPBACK === "1";
