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
