import { describe, expect, it } from 'vitest';
import { networkOf } from './network.ts';

describe('networkOf: the network kept for a sign-up, never the address', () => {
  it('keeps the /24 of an IPv4 address', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.1')).toBe(networkOf('203.0.113.254'));
    expect(networkOf('203.0.114.1')).not.toBe(networkOf('203.0.113.1'));
  });

  it('reads an IPv4 address written as IPv6 as the IPv4 one', () => {
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });

  it('keeps the /48 of an IPv6 address, however it is written', () => {
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:0db8:abcd:0012:0000:0000:0000:0001')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::2')).toBe('0:0:0::/48');
    expect(networkOf('2001:db8:abce::1')).not.toBe(networkOf('2001:db8:abcd::1'));
  });

  it('keeps nothing for a loopback address: it says nothing of who sent the request', () => {
    expect(networkOf('127.0.0.1')).toBeNull();
    expect(networkOf('127.8.9.10')).toBeNull();
    expect(networkOf('::1')).toBeNull();
    expect(networkOf('::ffff:127.0.0.1')).toBeNull();
  });

  it('answers null for what is not an address', () => {
    expect(networkOf('')).toBeNull();
    expect(networkOf('localhost')).toBeNull();
    expect(networkOf('999.1.1.1')).toBeNull();
    expect(networkOf('1:2:3')).toBeNull();
  });
});
