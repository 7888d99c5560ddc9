/** Debian's Chromium, headless, with a DevTools port for Lighthouse. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const chromePath = () => process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Flags for a headless Chromium run as root in a container, without background traffic. */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-default-apps",
  "--disable-extensions",
  "--disable-sync",
  "--no-first-run",
  "--no-default-browser-check",
];

export interface RunningChromium {
  port: number;
  stop(): Promise<void>;
}

export async function launchChromium(): Promise<RunningChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bolso-lighthouse-"));
  const child = spawn(
    chromePath(),
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    // Its own process group, so stopping it stops its helper processes too.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`Chromium não abriu a porta de DevTools:\n${output}`)),
      30_000,
    );
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium (${chromePath()}) saiu com código ${code}:\n${output}`));
    });
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        signalGroup(child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null && child.signalCode === null) signalGroup(child.pid, "SIGKILL");
      }
      // A helper left over from the group can still be writing to the profile for a moment (seen
      // as ENOTEMPTY): rmSync retries, and a profile that still will not go stays in the temp
      // folder rather than failing a finished measurement.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch (error) {
        console.warn(`[chromium] perfil temporário não removido (${profile}): ${String(error)}`);
      }
    },
  };
}

/** Signals the browser's whole process group; the group is gone already when it exited. */
function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: nothing left to stop.
  }
}
