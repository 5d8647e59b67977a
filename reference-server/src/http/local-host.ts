import { BlockList, isIP } from 'node:net';

/**
 * Whether `host` (a name or address with an optional port, as a `Host` header or a URL's host carries
 * it) names this machine: `localhost`, a `*.localhost` city subdomain, an address of 127.0.0.0/8, or
 * `[::1]`. No DNS is asked: a name that merely resolves to 127.0.0.1 (DNS rebinding) is not local.
 */
export function isLocalHost(host: string): boolean {
  const text = host.trim().toLowerCase();
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    const rest = text.slice(end + 1);
    return end > 0 && (rest === '' || /^:\d{1,5}$/.test(rest)) && isLoopbackLiteral(text.slice(1, end));
  }
  const name = text.replace(/:\d{1,5}$/, '');
  if (name === 'localhost' || /^[a-z0-9-]+\.localhost$/.test(name)) return true;
  return isIP(name) === 4 && isLoopbackLiteral(name);
}

// 127.0.0.0/8 and ::1; Node's list also matches their IPv4-mapped IPv6 spellings (::ffff:127.0.0.1).
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an IPv4 or IPv6 literal is a loopback address. */
function isLoopbackLiteral(address: string): boolean {
  const version = isIP(address);
  return version !== 0 && LOOPBACK.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether `address` (a socket's remote address, or one hop of a forwarding header: quoted, in
 * brackets, with a port or an IPv6 zone) is a loopback address. Anything unreadable (`unknown`,
 * `_hidden`, garbage) is not.
 */
export function isLoopbackAddress(address: string): boolean {
  let text = address.trim().replace(/^"(.*)"$/, '$1');
  const bracket = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracket) text = bracket[1] as string;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.replace(/:\d{1,5}$/, '');
  text = text.replace(/%[\w.-]+$/, '');
  return isLoopbackLiteral(text);
}
