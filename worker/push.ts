/// <reference lib="webworker" />

/** What the server pushes: one notification, and the screen a tap opens. */
interface PushPayload {
  title: string;
  body?: string;
  url?: string;
}

function readPayload(event: PushEvent): PushPayload | null {
  try {
    const data: unknown = event.data?.json();
    if (!data || typeof data !== "object" || typeof (data as PushPayload).title !== "string") return null;
    return data as PushPayload;
  } catch {
    return null;
  }
}

/** Only a path of this origin is opened: a payload cannot send the person elsewhere. */
function screenUrl(scope: ServiceWorkerGlobalScope, url: unknown): string {
  const origin = scope.location.origin;
  if (typeof url !== "string") return `${origin}/dashboard`;
  const target = new URL(url, origin);
  return target.origin === origin ? target.href : `${origin}/dashboard`;
}

/**
 * Web Push: shows `{ title, body, url }` as sent, and a tap focuses a Bolso window on that screen
 * (or opens one). Sending, and what each push says, is the server's.
 */
export function addPushListeners(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("push", (event) => {
    const payload = readPayload(event);
    if (!payload) return;
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        lang: "pt-BR",
        data: { url: screenUrl(scope, payload.url) },
      }),
    );
  });

  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const url = screenUrl(scope, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(url);
          return;
        }
        await scope.clients.openWindow(url);
      })(),
    );
  });
}
