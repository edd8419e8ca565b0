/**
 * The network a visitor's address stands for when their tries are counted: an IPv4 address alone, an
 * IPv6 address its /64. A household, a phone or a server is given a whole /64 (RFC 6177), so counting
 * each of its 2^64 addresses apart would give one person as many tries as they like.
 */
export function networkForLimits(address: string): string {
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mappedIpv4?.[1]) return mappedIpv4[1];
  if (!address.includes(':')) return address;
  const [withoutZone = ''] = address.split('%');
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
