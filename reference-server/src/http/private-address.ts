import { BlockList, isIP } from 'node:net';

// The networks a proxy in front of the store reaches it from: this machine, or a private network
// (RFC 1918, carrier-grade NAT, link-local, IPv6 unique-local and link-local). A load balancer of
// a cloud, a container network and a second machine of one's own all connect from these.
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

/**
 * Whether a socket's remote address (`10.0.0.5`, `::ffff:10.0.0.5`, `fe80::1%eth0`) is on this
 * machine or a private network; anything else, an unreadable one included, is not.
 */
export function isPrivateAddress(address: string): boolean {
  const text = address.replace(/^::ffff:/i, '').replace(/%[\w.-]+$/, '');
  const version = isIP(text);
  return version !== 0 && PRIVATE.check(text, version === 4 ? 'ipv4' : 'ipv6');
}
