import { INSTALL_PROMPT_EVENT, INSTALL_PROMPT_GLOBAL } from "@/components/pwa/install-prompt";
import { SERVICE_WORKER_URL } from "@/lib/offline";

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it adds no
 * script to any first load and no work before the first tap; and keeps the browser's install offer,
 * which can arrive before any island mounts, for the install card in Configurações.
 */
const script =
  `addEventListener("beforeinstallprompt",function(e){window[${JSON.stringify(INSTALL_PROMPT_GLOBAL)}]=e;` +
  `dispatchEvent(new Event(${JSON.stringify(INSTALL_PROMPT_EVENT)}))});` +
  `if("serviceWorker"in navigator){var r=function(){(window.requestIdleCallback||setTimeout)(function(){` +
  `navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_URL)},{scope:"/"}).catch(function(){})})};` +
  `document.readyState==="complete"?r():addEventListener("load",r)}`;

/** A server component: the script is in the HTML, none of it in a chunk. Production only (`next dev` has no worker). */
export function PwaScript({ nonce }: { nonce?: string }) {
  if (process.env.NODE_ENV !== "production") return null;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
