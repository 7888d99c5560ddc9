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
    { stdio: ["ignore", "ignore", "pipe"] },
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
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      }
      // The browser's helper processes can still be writing to the profile for a moment after
      // it exits (seen as ENOTEMPTY): rmSync retries those.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
