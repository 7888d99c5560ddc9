import "server-only";
import { BlockList, isIP } from "node:net";

// Not routable on the public internet: this host, private networks, link-local, CGNAT, benchmark,
// documentation, multicast and reserved ranges (IANA special-purpose registries).
const IPV4_SPECIAL: ReadonlyArray<[string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

// Inside global unicast (2000::/3), the blocks that are not a host of the internet or that embed
// an IPv4 address we would have to check again (Teredo, 6to4, NAT64 live inside these).
const IPV6_SPECIAL: ReadonlyArray<[string, number]> = [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
];

const ipv4Special = new BlockList();
for (const [network, prefix] of IPV4_SPECIAL) ipv4Special.addSubnet(network, prefix, "ipv4");

const ipv6GlobalUnicast = new BlockList();
ipv6GlobalUnicast.addSubnet("2000::", 3, "ipv6");
const ipv6Special = new BlockList();
for (const [network, prefix] of IPV6_SPECIAL) ipv6Special.addSubnet(network, prefix, "ipv6");

/**
 * Whether an IP address is a public internet host. IPv6 must be global unicast, so loopback,
 * unique-local, link-local, multicast and IPv4-mapped addresses (::ffff:127.0.0.1) all fail.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  switch (isIP(bare)) {
    case 4:
      return !ipv4Special.check(bare, "ipv4");
    case 6:
      return ipv6GlobalUnicast.check(bare, "ipv6") && !ipv6Special.check(bare, "ipv6");
    default:
      return false;
  }
}
