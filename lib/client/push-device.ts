"use client";

import { ApiError, apiFetch } from "@/lib/client/api-client";
import type { PushSubscriptionJson, PushTestJson } from "@/lib/schemas/push";

/** The worker a build without its own registration gets: the site root's, where the PWA puts it. */
const FALLBACK_WORKER = "/sw.js";

/** unsupported: no Push API here (an iPhone's Safari outside the installed app, an old browser). */
export type DevicePushState = "unsupported" | "denied" | "off" | "on";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The worker at the site root, registered by the app already or now. */
async function rootRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (!existing) await navigator.serviceWorker.register(FALLBACK_WORKER, { scope: "/" });
  return navigator.serviceWorker.ready;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

const save = (subscription: PushSubscription) =>
  apiFetch<PushSubscriptionJson>("/push/subscriptions", { method: "POST", body: subscription.toJSON() });

/**
 * Whether this browser gets the signed-in person's pushes. A subscription the browser holds is
 * posted again, so the server has its current keys and the person now signed in.
 */
export async function readDevicePush(): Promise<DevicePushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== "granted") return "off";
  await save(subscription);
  return "on";
}

/** Asks permission, subscribes through the root's worker with the server's key, and saves it. */
export async function enableDevicePush(): Promise<DevicePushState> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  const { publicKey } = await apiFetch<{ publicKey: string }>("/push/vapid-public-key");
  const serverKey = keyBytes(publicKey);
  const registration = await rootRegistration();
  let subscription = await registration.pushManager.getSubscription();
  // One made with the server's old keys would be refused by its push service: start again.
  if (subscription && !sameKey(subscription, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
  await save(subscription);
  return "on";
}

/** Stops this browser's pushes: the server forgets it, then the browser drops the subscription. */
export async function disableDevicePush(): Promise<DevicePushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    try {
      await apiFetch("/push/subscriptions", { method: "DELETE", body: { endpoint: subscription.endpoint } });
    } catch (error) {
      // Already unknown to the server: nothing left to forget there.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    await subscription.unsubscribe();
  }
  return "off";
}

export const sendTestPush = () => apiFetch<PushTestJson>("/push/test", { method: "POST" });
