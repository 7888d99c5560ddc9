import http from "node:http";

/**
 * Something our own HTTP server does with a request before Next sees it. Returns true when it
 * answered the request itself (Next then never sees it), false to pass it on.
 */
export type RequestHook = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

const hooksKey = Symbol.for("bolso.requestHooks");

type HookedServer = http.Server & { [hooksKey]?: Map<string, RequestHook> };

/**
 * Runs `hook` on every `request` event of every `http.Server` in this process, in the order the
 * hooks were added, before the listener Next registered. Next's servers (`next start` and the
 * standalone server.js) expose no hook of their own, and both create their server after
 * instrumentation runs. Adding a name again replaces that hook, so a second start-up of the same
 * process does not run it twice.
 */
export function addRequestHook(
  name: string,
  hook: RequestHook,
  httpModule: typeof http = http,
): void {
  const proto = httpModule.Server.prototype as HookedServer;
  let hooks = proto[hooksKey];
  if (!hooks) {
    const installed = new Map<string, RequestHook>();
    type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
    const emit = Reflect.get(proto, "emit") as Emit;
    proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const req = args[0] as http.IncomingMessage;
        const res = args[1] as http.ServerResponse;
        for (const run of installed.values()) if (run(req, res)) return true;
      }
      return emit.call(this, event, ...args);
    } as typeof proto.emit;
    proto[hooksKey] = hooks = installed;
  }
  hooks.set(name, hook);
}
