import { describe, expect, it } from "vitest";
import { isPublicAddress } from "@/server/shared/public-address";
import { publicOnlyLookup } from "@/server/shared/outbound-guard";

describe("isPublicAddress", () => {
  it("accepts public IPv4 and global unicast IPv6", () => {
    for (const address of ["8.8.8.8", "142.250.79.10", "1.1.1.1", "2606:4700:4700::1111", "[2a00:1450:4001::200e]"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("refuses this host, private networks, link-local, CGNAT, multicast and reserved ranges", () => {
    const refused = [
      "127.0.0.1", "127.255.0.9", "0.0.0.0", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1",
      "169.254.169.254", "100.64.0.1", "192.0.2.1", "198.18.0.1", "203.0.113.9", "224.0.0.1", "255.255.255.255",
      "::", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "fe80::1", "fc00::1", "fd12:3456::1",
      "ff02::1", "2001:db8::1", "2002:7f00:1::1", "64:ff9b::7f00:1", "fe80::1%eth0", "localhost", "",
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe("publicOnlyLookup", () => {
  const resolve = (host: string, all: boolean) =>
    new Promise<unknown>((done, fail) =>
      publicOnlyLookup(host, { all }, (error, address) => (error ? fail(error) : done(address))),
    );

  it("fails the socket's lookup of a name that resolves to a private address", async () => {
    await expect(resolve("localhost", true)).rejects.toThrow(/non-public address/);
    await expect(resolve("localhost", false)).rejects.toThrow(/non-public address/);
  });
});
