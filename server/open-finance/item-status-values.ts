import "server-only";
import type { Item } from "pluggy-sdk";

/** The columns of a connection that follow Pluggy's item: its status, the detail and the consent. */
export function itemStatusValues(item: Item) {
  return {
    status: item.status,
    statusDetail: item.error?.code ?? item.executionStatus ?? null,
    consentExpiresAt: item.consentExpiresAt ?? null,
  };
}
