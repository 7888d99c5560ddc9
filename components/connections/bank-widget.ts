/** Which widget connects a bank: Pluggy Connect, or the stand-in when a server stands in for Pluggy. */
export type BankWidget = { kind: "pluggy" } | { kind: "stand-in"; apiUrl: string };

/** What the widget is given and calls back, the same for Pluggy Connect and the stand-in. */
export interface ConnectWidgetOptions {
  connectToken: string;
  /** Pluggy's item id, to reconnect an existing connection (update mode). */
  updateItem?: string;
  theme: "light" | "dark";
  onSuccess: (data: { item: { id: string } }) => void | Promise<void>;
  onError: (error: { message: string }) => void;
  onClose: () => void;
}

/** Opens Pluggy Connect; its script (and its frame) comes only now, on the person's click. */
export async function openPluggyConnect(options: ConnectWidgetOptions): Promise<void> {
  const { PluggyConnect } = await import("pluggy-connect-sdk");
  const widget = new PluggyConnect({
    connectToken: options.connectToken,
    updateItem: options.updateItem,
    language: "pt",
    theme: options.theme,
    countries: ["BR"],
    onSuccess: options.onSuccess,
    onError: options.onError,
    onClose: options.onClose,
  });
  await widget.init();
}

/** What the person reads when the widget fails, whatever it said (often "Failed to fetch"). */
export const WIDGET_FAILURE = {
  title: "O banco não foi conectado.",
  offline: "Sem conexão com a internet. Verifique sua rede e tente de novo.",
  other: "A conexão com o banco falhou. Tente de novo em instantes.",
} as const;

/**
 * The toast's description for the widget's error: never its raw text, which comes in English
 * ("Failed to fetch", "Load failed", "NetworkError when attempting to fetch resource.").
 */
export function widgetErrorDescription(message: string, online: boolean): string {
  const network = /failed to fetch|load failed|networkerror|network request failed/i.test(message);
  return !online || network ? WIDGET_FAILURE.offline : WIDGET_FAILURE.other;
}
