import * as z from "@/lib/schemas/zod";

export const pushMessages = {
  unavailable: "As notificações no aparelho não estão disponíveis neste servidor.",
  endpointInvalid: "Informe o endereço (endpoint) da inscrição de notificações.",
  endpointNotHttps: "O endereço da inscrição deve usar https.",
  endpointPrivate: "O endereço da inscrição deve ser um serviço de notificações público.",
  endpointUnresolved: "Não foi possível encontrar o servidor do endereço da inscrição.",
  keysMissing: "Informe as chaves da inscrição (keys.p256dh e keys.auth).",
  p256dhInvalid: "A chave p256dh da inscrição é inválida.",
  authInvalid: "A chave auth da inscrição é inválida.",
  expirationInvalid: "A validade da inscrição (expirationTime) deve ser um instante em milissegundos ou nulo.",
  notSubscribed: "Nenhuma inscrição de notificações com esse endereço.",
  noDevices: "Ative as notificações neste aparelho antes de testar.",
} as const;

/** A push service's URL: at most 2 KB, as real ones are a few hundred characters. */
const endpoint = z
  .string({ error: pushMessages.endpointInvalid })
  .trim()
  .min(1, pushMessages.endpointInvalid)
  .max(2048, pushMessages.endpointInvalid)
  .refine((value) => URL.canParse(value), pushMessages.endpointInvalid);

/** base64url of `bytes` bytes, with or without padding, as PushSubscription.toJSON() gives it. */
function base64url(bytes: number, message: string) {
  const chars = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), message)
    .transform((value) => value.replace(/=+$/, ""));
}

/** POST /push/subscriptions: what `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionInput = z.object({
  endpoint,
  expirationTime: z
    .number({ error: pushMessages.expirationInvalid })
    .int(pushMessages.expirationInvalid)
    .min(0, pushMessages.expirationInvalid)
    .max(8.64e15, pushMessages.expirationInvalid)
    .nullable()
    .optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes, starting 0x04) and a 16-byte secret (RFC 8291).
      p256dh: base64url(65, pushMessages.p256dhInvalid).refine((value) => value.startsWith("B"), pushMessages.p256dhInvalid),
      auth: base64url(16, pushMessages.authInvalid),
    },
    { error: pushMessages.keysMissing },
  ),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** DELETE /push/subscriptions. */
export const pushUnsubscribeInput = z.object({ endpoint });

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
}

/** What POST /push/test did: devices reached, and those the push service said are gone. */
export interface PushTestJson {
  sent: number;
  removed: number;
  failed: number;
}

/** What a push carries; the service worker shows `title` and `body` and opens `url` on a tap. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app: the screen that shows what the push is about. */
  url: string;
  /** Pushes about the same subject replace each other on the device. */
  tag: string;
}
