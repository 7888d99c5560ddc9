// A push service on loopback, as a browser's vendor runs one: it records what the app POSTs and
// answers the status a test sets per path. Also the browser's side: a real P-256 key pair and auth
// secret, and RFC 8291 (aes128gcm) decryption with node:crypto, so a test reads what was sent.
import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** What the service answered. */
  status: number;
}

export interface PushService {
  origin: string;
  requests: PushRequest[];
  /** The status the next requests to `path` get (201 by default). */
  answer(path: string, status: number): void;
  stop(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const requests: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      const status = statuses.get(path) ?? 201;
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks), status });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, status) => void statuses.set(path, status),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: what `PushSubscription.toJSON().keys` holds, and the private half. */
export interface BrowserKeys {
  p256dh: string;
  auth: string;
  ecdh: ECDH;
  authSecret: Buffer;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url"), ecdh, authSecret };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** HKDF with one block of output (RFC 5869), enough for every length RFC 8291 asks. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/** Decrypts an `aes128gcm` push body (RFC 8188 framing, RFC 8291 keys) with the browser's keys. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error("more than one record");
  const shared = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(keys.authSecret, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("missing the last record's delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** The claims of a `vapid t=<JWT>, k=<key>` header, after checking its ES256 signature with `k`. */
export function verifyVapid(authorization: string | undefined): { claims: { aud: string; exp: number; sub: string }; publicKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [token, publicKey] = [match[1]!, match[2]!];
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const valid = verify("sha256", Buffer.from(`${header}.${payload}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!valid) throw new Error("VAPID signature does not verify");
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string };
  if (alg !== "ES256") throw new Error("VAPID JWT not ES256");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { aud: string; exp: number; sub: string };
  return { claims, publicKey };
}

/** The server's VAPID keys for a test (a real P-256 pair), set in the environment with loopback allowed. */
export function vapidForTests(): { publicKey: string; privateKey: string; subject: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    // A private key with leading zero bytes comes back shorter: VAPID wants all 32.
    privateKey: Buffer.concat([Buffer.alloc(32 - ecdh.getPrivateKey().length), ecdh.getPrivateKey()]).toString("base64url"),
    subject: "mailto:suporte@bolso.app",
  };
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
  process.env.VAPID_SUBJECT = keys.subject;
  process.env.WEB_PUSH_ALLOW_LOOPBACK = "1";
  return keys;
}
