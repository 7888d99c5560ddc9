"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/client/api-client";
import {
  disableDevicePush,
  enableDevicePush,
  readDevicePush,
  sendTestPush,
  type DevicePushState,
} from "@/lib/client/push-device";
import { devicePushTexts as texts } from "@/components/settings/device-push-texts";

/** The device's notifications switch and its test button; the browser holds the state. */
export function DevicePushSwitch() {
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    readDevicePush()
      .then(setState)
      .catch(() => setState("off"));
  }, []);

  async function change(next: boolean) {
    setBusy(true);
    try {
      const result = next ? await enableDevicePush() : await disableDevicePush();
      setState(result);
      if (result === "on") toast.success(texts.enabled);
      else if (!next) toast.success(texts.disabled);
      else if (result === "off") toast.error(texts.failed, { description: texts.notGranted });
    } catch (error) {
      toast.error(texts.failed, { description: errorMessage(error, texts.browserFailed) });
    } finally {
      setBusy(false);
    }
  }

  async function test() {
    setBusy(true);
    try {
      const result = await sendTestPush();
      if (result.sent > 0) toast.success(texts.testSent);
      else toast.error(texts.testNone, { description: texts.retry });
    } catch (error) {
      toast.error(texts.testNone, { description: errorMessage(error, texts.retry) });
    } finally {
      setBusy(false);
    }
  }

  const note = state === "unsupported" ? texts.unsupported : state === "denied" ? texts.denied : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-0.5">
          <label htmlFor="device-push" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
            {texts.label}
          </label>
          <p id="device-push-hint" className="text-sm text-zinc-600 dark:text-zinc-400">
            {note ?? texts.hint}
          </p>
        </div>
        <Switch
          id="device-push"
          aria-describedby="device-push-hint"
          checked={state === "on"}
          disabled={busy || state === null || state === "unsupported" || state === "denied"}
          onCheckedChange={(next) => void change(next)}
        />
      </div>
      {state === "on" ? (
        <div>
          <Button type="button" variant="outline" size="sm" loading={busy} onClick={() => void test()}>
            {texts.test}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
