import net from 'node:net';

/**
 * The network an address belongs to, as kept for a sign-up (issue 30): an IPv4 address's /24
 * and an IPv6 address's /48, the size one household, office or hosting customer is usually
 * given. Only the network is kept, never the address. An IPv4 address written as IPv6
 * (::ffff:203.0.113.7) is the IPv4 one. Null for anything that is not an address, and for a
 * loopback address (127.0.0.0/8, ::1): a request from this machine itself says nothing about
 * who sent it (a local proxy without TRUST_PROXY, a test), and must not make every account one
 * voter.
 */
export function networkOf(address: string): string | null {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  const ip = mapped?.[1] ?? address;
  if (ip === '::1' || (net.isIPv4(ip) && ip.startsWith('127.'))) return null;
  if (net.isIPv4(ip)) {
    const [a, b, c] = ip.split('.').map(Number);
    return `${a}.${b}.${c}.0/24`;
  }
  if (net.isIPv6(ip)) {
    const groups = expandIpv6(ip);
    return groups === null ? null : `${groups.slice(0, 3).join(':')}::/48`;
  }
  return null;
}

/** The eight groups of an IPv6 address, each without leading zeros; null when malformed. */
function expandIpv6(ip: string): string[] | null {
  const withoutZone = ip.split('%')[0] ?? ip;
  const [head = '', tail] = withoutZone.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // A trailing dotted IPv4 part stands for two groups.
  const last = right.length > 0 ? right : left;
  const dotted = last.at(-1);
  if (dotted !== undefined && dotted.includes('.')) {
    if (!net.isIPv4(dotted)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((g) => parseInt(g || '0', 16).toString(16));
}
