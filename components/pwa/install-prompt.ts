/** Where the page's inline script keeps the browser's install offer until Configurações asks for it. */
export const INSTALL_PROMPT_GLOBAL = "__bolsoInstallPrompt";

/** Dispatched on window when the offer arrives (it may come before or after the card mounts). */
export const INSTALL_PROMPT_EVENT = "bolso:installable";

/** Chromium's `beforeinstallprompt` event, which TypeScript's DOM types do not have yet. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}
