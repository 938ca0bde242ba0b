import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../server/http/accepts-gzip';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['gzip, deflate', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.1', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['*, gzip;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
