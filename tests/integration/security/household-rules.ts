// What the household access matrix expects of one request, and how it reads an answer: a leak
// (something of another person's seen, revealed or changed), a functional gap (a shared record the
// route does not show yet), or the right answer.
import { fillPattern, type Verb } from "../../helpers/api-routes";
import type { Caller } from "./caller";
import { ENDPOINT_INPUTS, type Endpoint } from "./endpoints";
import { routeParams } from "./route-records";
import type { SHARED_RECORD_KIND} from "./household-fixture";
import { type Person, type SharedRecords } from "./household-fixture";

/**
 * - hidden: 404, exactly as a record that does not exist (another's private record; anything of
 *   another household);
 * - read: 2xx (a GET of what the household shares);
 * - forbidden: 403 with a pt-BR message, nothing written (a "Só ver" member writing the
 *   household's, anyone but the owner writing a record shared "Só ver");
 * - write: a member who may write: 2xx, a 403 that says only the owner may (deleting or
 *   re-sharing an account is the owner's call), or a 409 the household's data explains (a name
 *   already taken in the household). Never a leak either way.
 */
export type Expectation = "hidden" | "read" | "forbidden" | "write";

export type RecordKind = "private" | (typeof SHARED_RECORD_KIND)[keyof SharedRecords];

const READS: ReadonlySet<Verb> = new Set(["GET", "HEAD"]);

export function expectationOf(actor: Person, owner: Person, kind: RecordKind, verb: Verb): Expectation {
  if (actor === owner) throw new Error("the matrix asks about other people's records");
  if (kind === "private" || actor.household !== owner.household) return "hidden";
  if (READS.has(verb)) return "read";
  if (actor.level === "read" || kind === "read_only") return "forbidden";
  return "write";
}

export type Verdict =
  | { outcome: "ok" }
  | { outcome: "gap" }
  | { outcome: "leak"; why: string }
  | { outcome: "wrong"; why: string };

export interface Answer {
  status: number;
  body: unknown;
  /** Tables a refused request changed (empty when nothing was written). */
  written: string[];
}

/** pt-BR: an accented letter or a word of ours, never an English framework message. */
const PT_BR = /[áàâãéêíóôõúç]|\b(você|não|só|casa|registro|acesso|dono)\b/i;

/**
 * Reads one answer against its expectation. `owner` private ids and marker must never be in an
 * answer to anyone else, whatever its status.
 */
export function verdictOf(expected: Expectation, answer: Answer, secrets: string[]): Verdict {
  const seen = secretsIn(answer.body, secrets);
  if (seen.length > 0) return { outcome: "leak", why: `a resposta contém ${seen.join(", ")}` };
  const ok = answer.status < 300;
  const message = (answer.body as { message?: string } | null)?.message ?? "";
  switch (expected) {
    case "hidden":
      if (answer.status === 404 && answer.written.length === 0) return { outcome: "ok" };
      return { outcome: "leak", why: `${answer.status} em vez de 404${writes(answer)}` };
    case "read":
      if (ok) return { outcome: "ok" };
      return answer.status === 404 ? { outcome: "gap" } : { outcome: "wrong", why: `${answer.status}: ${message}` };
    case "forbidden":
      if (ok || answer.written.length > 0) return { outcome: "leak", why: `${answer.status}, escrita por quem só vê${writes(answer)}` };
      if (answer.status === 404) return { outcome: "gap" };
      if (answer.status === 403 && PT_BR.test(message)) return { outcome: "ok" };
      return { outcome: "wrong", why: `${answer.status} em vez de 403 com mensagem em pt-BR: ${message}` };
    case "write":
      if (ok || ([403, 409].includes(answer.status) && PT_BR.test(message))) return { outcome: "ok" };
      return answer.status === 404 ? { outcome: "gap" } : { outcome: "wrong", why: `${answer.status}: ${message}` };
  }
}

/** The secrets an answer's body holds. */
export function secretsIn(body: unknown, secrets: string[]): string[] {
  const text = typeof body === "string" ? body : JSON.stringify(body ?? "");
  return secrets.filter((secret) => text.includes(secret));
}

function writes(answer: Answer): string {
  return answer.written.length > 0 ? ` (gravou: ${answer.written.join("; ")})` : "";
}

/** Body fields naming a record, and the shared record of the owner each is pointed at. */
export const SHARED_REFERENCES = {
  categoryId: "householdCategory",
  defaultCategoryId: "householdCategory",
  paymentMethodId: "sharedAccount",
  fromPaymentMethodId: "sharedAccount",
  toPaymentMethodId: "sharedAccount",
  objectiveId: "householdObjective",
} as const satisfies Record<string, keyof SharedRecords>;

/**
 * The request an endpoint takes from `actor` on `id`. On a shared record its body's references
 * are the household's (the owner's shared account and "da casa" items, no payee of the actor's),
 * so only the record itself decides the answer.
 */
export function requestOf(endpoint: Endpoint, actor: Person, id: string, owner: Person, onShared: boolean) {
  const input = ENDPOINT_INPUTS[endpoint.key] ?? {};
  const paramsOwner: Caller =
    onShared && owner.shared
      ? { ...owner.caller, records: { ...owner.caller.records, cardPaymentId: owner.shared.readOnlyCardPayment } }
      : owner.caller;
  const params = routeParams(endpoint.route.pattern, id, paramsOwner);
  let body = input.body?.(actor.caller);
  if (body && onShared && owner.shared) {
    const shared = owner.shared;
    body = { ...body };
    for (const [field, record] of Object.entries(SHARED_REFERENCES)) {
      if (field in body) body[field] = shared[record];
    }
    if ("payeeId" in body) body.payeeId = null;
  }
  return {
    method: endpoint.verb,
    path: fillPattern(endpoint.route.pattern, params),
    params,
    body,
    form: input.form?.(),
    query: input.query?.(actor.caller),
  };
}
