import { describe, expect, it } from 'vitest';
import { networkForLimits } from '#domain/shared/network-address.ts';

describe('networkForLimits', () => {
  it('counts an IPv4 address alone, written plainly or mapped into IPv6', () => {
    expect(networkForLimits('203.0.113.7')).toBe('203.0.113.7');
    expect(networkForLimits('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as that /64, however it is written', () => {
    const network = '2001:db8:a:b::/64';
    for (const address of [
      '2001:db8:a:b::1',
      '2001:0db8:000a:000b:ffff:1:2:3',
      '2001:DB8:A:B::',
      '2001:db8:a:b::1%eth0',
    ])
      expect(networkForLimits(address), address).toBe(network);
    expect(networkForLimits('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(networkForLimits('::1')).toBe('0:0:0:0::/64');
    expect(networkForLimits('2001:db8::a:b:c:d')).toBe('2001:db8:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(networkForLimits('unknown')).toBe('unknown');
  });
});
