import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback';

describe('loopback addresses', () => {
  it('are 127.0.0.0/8 and ::1, however the socket writes them', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
  });

  it('are not the wildcard, another interface, a name or nothing', () => {
    for (const address of ['0.0.0.0', '::', '192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', 'localhost', '', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  it('as a HOST to listen on include localhost', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('harvest.example')).toBe(false);
  });
});
