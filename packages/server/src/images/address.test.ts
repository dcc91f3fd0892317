import { describe, expect, it } from 'vitest';
import { classifyAddress, isIpLiteral, isPublicAddress, parseIPv4, parseIPv6 } from './address';

describe('parseIPv4 reads every inet_aton spelling', () => {
  it.each([
    ['127.0.0.1', 0x7f000001],
    ['2130706433', 0x7f000001],
    ['0x7f000001', 0x7f000001],
    ['0x7f.1', 0x7f000001],
    ['0177.0.0.1', 0x7f000001],
    ['127.1', 0x7f000001],
    ['10.1.256', 0x0a010100],
    ['0', 0],
  ])('%s → %d', (text, value) => {
    expect(parseIPv4(text)).toBe(value);
  });

  it.each([
    '',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.2.3.256',
    '4294967296',
    '1..2',
    'example.com',
    '09.1.1.1',
    '1.2.3.4.',
  ])('refuses %j', (text) => {
    expect(parseIPv4(text)).toBeUndefined();
  });
});

describe('parseIPv6', () => {
  it.each([
    ['::1', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['[::1]', [0, 0, 0, 0, 0, 0, 0, 1]],
    ['::', [0, 0, 0, 0, 0, 0, 0, 0]],
    ['::ffff:127.0.0.1', [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ['::ffff:7f00:1', [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ['1:2:3:4:5:6:1.2.3.4', [1, 2, 3, 4, 5, 6, 0x0102, 0x0304]],
    ['fe80::1%eth0', [0xfe80, 0, 0, 0, 0, 0, 0, 1]],
    ['2001:db8::8:800:200c:417a', [0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]],
  ])('%s', (text, groups) => {
    expect(parseIPv6(text)).toEqual(groups);
  });

  it('refuses what is not IPv6', () => {
    expect(parseIPv6('127.0.0.1')).toBeUndefined();
    expect(parseIPv6('1:::2')).toBeUndefined();
    expect(parseIPv6('example.com')).toBeUndefined();
  });
});

describe('classifyAddress: only public unicast addresses may be fetched (requirements §5)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f.0.0.1', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['fec0::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['8.8.8.8', 'public'],
    ['41.231.5.10', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.0', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::808:808', 'public'],
    ['2a00:1450:4007:80e::200e', 'public'],
    ['[2606:4700:4700::1111]', 'public'],
    ['localhost', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('isPublicAddress is true only for public addresses', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('127.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });
});

describe('isIpLiteral', () => {
  it('tells IP literals from host names', () => {
    expect(isIpLiteral('127.0.0.1')).toBe(true);
    expect(isIpLiteral('::1')).toBe(true);
    expect(isIpLiteral('localhost')).toBe(false);
    expect(isIpLiteral('images.tabib.tn')).toBe(false);
  });
});
