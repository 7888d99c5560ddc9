import type { Cents } from "@/lib/format/money";
import * as z from "@/lib/schemas/zod";

export const CONNECTION_NOT_FOUND = "Conexão bancária não encontrada.";
export const SYNC_QUEUED_MESSAGE = "Atualização pedida. Os dados novos chegam em instantes.";

const connectionId = z.uuid({ error: "Identificador de conexão inválido." });

/** POST /open-finance/connect-token: a new connection, or `connectionId` to reconnect one. */
export const connectTokenBody = z.object({ connectionId: connectionId.optional() });

/** POST /open-finance/items: the item the Connect widget created. */
export const addConnectionBody = z.object({
  itemId: z
    .string({ error: "Informe o itemId da conexão." })
    .trim()
    .min(1, "Informe o itemId da conexão.")
    .max(64, "itemId inválido.")
    // Pluggy's ids are uuids: nothing else may reach the path of a call to Pluggy.
    .regex(/^[A-Za-z0-9-]+$/, "itemId inválido."),
});

export const connectionIdParams = z.object({ id: connectionId });

export interface ConnectTokenJson {
  accessToken: string;
}

export interface BankConnectionStatusJson {
  /** False when this server has no Pluggy credentials: the screen says so and offers nothing. */
  enabled: boolean;
  message: string | null;
}

export interface BankAccountJson {
  id: string;
  /** BANK or CREDIT. */
  type: string;
  name: string;
  number: string | null;
  /** The Bolso payment method the account maps to (null until the first sync creates it). */
  paymentMethodId: string | null;
  paymentMethodName: string | null;
  /** The same as `paymentMethodId`: the person's account or card it is linked to. */
  linkedPaymentMethodId: string | null;
  /** pending: waiting for the person's answer ("Esta é a sua “Nubank”?"); nothing is written meanwhile. */
  linkState: "linked" | "pending";
  suggestedPaymentMethodId: string | null;
  suggestedPaymentMethodName: string | null;
  /** "Ajuste de saldo ao conectar" in centavos, until the person has seen it; else null. */
  linkAdjustmentCents: Cents | null;
  lastSyncedAt: string | null;
}

export interface BankConnectionJson {
  id: string;
  institutionName: string;
  /** Pluggy's item status. */
  status: string;
  statusLabel: string;
  needsAction: boolean;
  consentExpiresAt: string | null;
  lastSyncedAt: string | null;
  createdAt: string;
  accounts: BankAccountJson[];
}
