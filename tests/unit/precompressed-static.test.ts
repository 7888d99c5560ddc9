import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  acceptsBrotli,
  indexPrecompressed,
  precompressedStaticHook,
} from "@/lib/server/precompressed-static";
import { precompressStatic } from "../../scripts/precompress-static";

const script = `self.chunk = ${JSON.stringify("x".repeat(5_000))};`;
const stylesheet = "body{margin:0}\n".repeat(200);

let dir = "";
let server: http.Server;
let port = 0;

/** A real server: the hook first, then a stand-in for Next that says it was reached. */
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  fs.mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  fs.writeFileSync(path.join(dir, "static", "chunks", "app.js"), script);
  fs.writeFileSync(path.join(dir, "static", "chunks", "app.css"), stylesheet);
  fs.writeFileSync(path.join(dir, "static", "chunks", "late.js"), "late();");
  precompressStatic(dir);
  // A step that rewrote a file after compression: its .br no longer holds it.
  fs.writeFileSync(path.join(dir, "static", "chunks", "late.js"), "rewritten();");

  const hook = precompressedStaticHook(path.join(dir, "static"), true);
  server = http.createServer((req, res) => {
    if (hook(req, res)) return;
    res.setHeader("x-served-by", "next");
    res.end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Raw bytes and headers, with no decoding on the client side; the path is sent as written. */
function get(url: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("the build's scripts and stylesheets in brotli", () => {
  it("answers a browser that takes brotli with the compressed file and Next's headers", async () => {
    const res = await get("/_next/static/chunks/app.js", BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=/);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("serves stylesheets as CSS, and ignores the query string the router may add", async () => {
    const res = await get("/_next/static/chunks/app.css?dpl=abc", BROWSER);
    expect(res.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(stylesheet);
  });

  it("answers HEAD with the headers only", async () => {
    const res = await get("/_next/static/chunks/app.js", BROWSER, "HEAD");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.body.length).toBe(0);
  });

  it("leaves to Next a client without brotli, a Range request, other methods and paths", async () => {
    const cases: Array<[string, Record<string, string>, string?]> = [
      ["/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate" }],
      ["/_next/static/chunks/app.js", { "accept-encoding": "br;q=0, gzip" }],
      ["/_next/static/chunks/app.js", {}],
      ["/_next/static/chunks/app.js", { ...BROWSER, range: "bytes=0-10" }],
      ["/_next/static/chunks/app.js", BROWSER, "POST"],
      ["/_next/static/chunks/missing.js", BROWSER],
      ["/_next/static/chunks/../chunks/app.js", BROWSER],
      ["/dashboard", BROWSER],
    ];
    for (const [url, headers, method] of cases) {
      const res = await get(url, headers, method);
      expect(
        res.headers["x-served-by"],
        `${method ?? "GET"} ${url} ${JSON.stringify(headers)}`,
      ).toBe("next");
    }
  });

  it("never serves a .br that no longer holds its file", async () => {
    const res = await get("/_next/static/chunks/late.js", BROWSER);
    expect(res.headers["x-served-by"]).toBe("next");
  });
});

describe("the index of .br files, read when the server starts", () => {
  it("leaves out a .br with no file to stand for, without failing the start", () => {
    const odd = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-odd-"));
    try {
      fs.writeFileSync(path.join(odd, "kept.js"), "kept();");
      fs.writeFileSync(path.join(odd, "kept.js.br"), zlib.brotliCompressSync("kept();"));
      fs.writeFileSync(path.join(odd, "gone.js.br"), zlib.brotliCompressSync("gone();"));
      fs.mkdirSync(path.join(odd, "folder.js"));
      fs.writeFileSync(path.join(odd, "folder.js.br"), zlib.brotliCompressSync("folder();"));

      expect([...indexPrecompressed(odd).keys()]).toEqual(["/_next/static/kept.js"]);
    } finally {
      fs.rmSync(odd, { recursive: true, force: true });
    }
  });
});

describe("Accept-Encoding", () => {
  it("takes brotli when listed without q=0, in any case and order", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("BR;q=0.5")).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("br;q=0.0")).toBe(false);
    expect(acceptsBrotli("gzip")).toBe(false);
    expect(acceptsBrotli("brotli")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
