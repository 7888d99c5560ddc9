import "server-only";
import { webPushLoopbackAllowed } from "@/lib/env";
import { pushMessages } from "@/lib/schemas/push";
import { assertPublicEndpoint, isSendableAddress } from "@/server/shared/outbound-guard";

const pushRules = {
  messages: {
    invalid: pushMessages.endpointInvalid,
    notHttps: pushMessages.endpointNotHttps,
    notPublic: pushMessages.endpointPrivate,
    unresolved: pushMessages.endpointUnresolved,
  },
  loopbackAllowed: webPushLoopbackAllowed,
};

/** Refuses a push endpoint the server must not POST to (server/shared/outbound-guard.ts). */
export function assertPushEndpoint(endpoint: string): Promise<URL> {
  return assertPublicEndpoint(endpoint, pushRules);
}

/** A stored endpoint checked again before a send: the rules (or the env) may have changed since. */
export function isSendableEndpoint(url: URL): boolean {
  return isSendableAddress(url, webPushLoopbackAllowed);
}
