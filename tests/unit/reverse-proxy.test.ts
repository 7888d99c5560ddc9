import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..", "..");
const compose = fs.readFileSync(path.join(root, "docker-compose.yml"), "utf8");
const caddyfile = fs.readFileSync(path.join(root, "deploy", "Caddyfile"), "utf8");

/** The lines of one service in docker-compose.yml (two-space indented under `services:`). */
function service(name: string): string {
  const start = compose.indexOf(`\n  ${name}:\n`);
  expect(start, `service ${name}`).toBeGreaterThan(-1);
  const rest = compose.slice(start + 1);
  const end = rest.slice(1).search(/\n {0,2}\S/);
  return end === -1 ? rest : rest.slice(0, end + 1);
}

describe("production behind the reverse proxy", () => {
  it("publishes only the proxy: no client reaches the app around it", () => {
    expect(service("app")).not.toMatch(/^\s+ports:/m);
    expect(service("proxy")).toMatch(/^\s+image: caddy:2\b/m);
    expect(service("proxy")).toMatch(/- "443:443"/);
    expect(service("proxy")).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
  });

  it("the app trusts the one X-Forwarded-For entry the proxy writes", () => {
    expect(service("app")).toMatch(/TRUST_PROXY_HOPS: \$\{TRUST_PROXY_HOPS:-1\}/);
    // Caddy trusts no proxy in front of it, so it replaces a client's X-Forwarded-For.
    expect(caddyfile).not.toMatch(/trusted_proxies/);
    expect(caddyfile).toMatch(/reverse_proxy app:3000\b/);
  });

  it("the proxy compresses, not the app", () => {
    expect(caddyfile).toMatch(/^\s*encode \{\s+zstd better\s+gzip\s+\}$/m);
    expect(caddyfile).toMatch(/^\s*header_up -Accept-Encoding$/m);
    expect(caddyfile).toMatch(/^\s*compression off$/m);
  });

  it("serves the site named by APP_URL, the address the app itself uses", () => {
    expect(caddyfile).toMatch(/^\{\$APP_URL\} \{$/m);
    expect(service("proxy")).toMatch(/APP_URL: \$\{APP_URL:-http:\/\/localhost\}/);
    expect(service("app")).toMatch(/APP_URL: \$\{APP_URL:-http:\/\/localhost\}/);
  });
});
