import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OnDemandPopover } from "@/components/ui/on-demand-popover";
import type { OnDemandPopoverProps } from "@/components/ui/on-demand-popover";

type Trigger = OnDemandPopoverProps["trigger"];

/**
 * What a client component can receive for an element a server component rendered, as React's
 * server payload reader builds it under `next dev` (the shell's bell): a lazy node whose payload is
 * the already-resolved element, not the element itself.
 */
function lazyNode(element: Trigger): Trigger {
  const payload = { status: "fulfilled", value: element, then: (resolve: (value: Trigger) => void) => resolve(element) };
  return {
    $$typeof: Symbol.for("react.lazy"),
    _payload: payload,
    _init: (chunk: typeof payload) => chunk.value,
  } as unknown as Trigger;
}

const bell = <button type="button" aria-label="Notificações" />;

function render(trigger: Trigger) {
  return renderToStaticMarkup(<OnDemandPopover trigger={trigger}>Nada por aqui</OnDemandPopover>);
}

describe("OnDemandPopover before its panel loads", () => {
  it("renders the trigger with the popover's attributes", () => {
    const html = render(bell);
    expect(html).toMatch(/^<button [^>]*aria-label="Notificações"[^>]*><\/button>$/);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
  });

  it("renders a server-rendered trigger that arrives as a lazy node", () => {
    expect(render(lazyNode(bell))).toBe(render(bell));
  });
});
