import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../server/env';

// `trust proxy` decides whose address the rate limiter counts, so it is never `true`
// (any client could then pick its own address with X-Forwarded-For).

const trustProxy = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

function refusal(value: string): string {
  try {
    loadEnv({ TRUST_PROXY: value });
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error(`TRUST_PROXY=${value} was accepted`);
}

describe('TRUST_PROXY', () => {
  it('defaults to trusting no proxy', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
  });

  it.each(['true', 'TRUE', ' True '])('refuses %j with a readable error naming the variable', (value) => {
    const message = refusal(value);
    expect(message).toContain('Invalid environment');
    expect(message).toContain('TRUST_PROXY=');
    expect(message).toContain('never "true"');
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['0', 0],
  ])('takes a hop count %j as a number', (value, expected) => {
    expect(trustProxy(value)).toBe(expected);
  });

  it.each([
    '10.0.0.1',
    '10.0.0.1, 10.0.0.2',
    'loopback',
    'loopback, uniquelocal',
    '10.0.0.0/8',
    'fd00::/8',
    '::1',
    '192.168.0.0/255.255.255.0',
  ])('takes the address list %j as it is (Express reads a comma-separated string)', (value) => {
    expect(trustProxy(value)).toBe(value);
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.1/0.0.0.0'])(
    'refuses %j, a range that trusts every address',
    (value) => {
      expect(refusal(value)).toContain('trusts every address');
    },
  );

  it.each(['proxy.example.com', '10.0.0.1/33', '1,2', '10.0.0.300', 'loopback,'])(
    'refuses %j, which is no address or range',
    (value) => {
      expect(refusal(value)).toMatch(/is not an IP address|invalid range/);
    },
  );

  it('lists every bad variable at once', () => {
    try {
      loadEnv({ TRUST_PROXY: 'true', LEAD_RATE_LIMIT: '-1' });
      throw new Error('accepted');
    } catch (error) {
      expect((error as Error).message).toMatch(
        /TRUST_PROXY=.*\n.*LEAD_RATE_LIMIT=|LEAD_RATE_LIMIT=.*\n.*TRUST_PROXY=/,
      );
    }
  });
});

describe('LEAD_RATE_LIMIT', () => {
  it('defaults to 10, takes 0 (off) and refuses negatives and fractions', () => {
    expect(loadEnv({}).LEAD_RATE_LIMIT).toBe(10);
    expect(loadEnv({ LEAD_RATE_LIMIT: '0' }).LEAD_RATE_LIMIT).toBe(0);
    expect(() => loadEnv({ LEAD_RATE_LIMIT: '-1' })).toThrow(EnvError);
    expect(() => loadEnv({ LEAD_RATE_LIMIT: '2.5' })).toThrow(/LEAD_RATE_LIMIT/);
  });
});

describe('timeouts', () => {
  it('refuses a value longer than Node can time, which would make every backend call time out at once', () => {
    expect(loadEnv({ UPSTREAM_TIMEOUT_MS: '2147483647' }).UPSTREAM_TIMEOUT_MS).toBe(2_147_483_647);
    expect(() => loadEnv({ UPSTREAM_TIMEOUT_MS: '99999999999' })).toThrow(
      /UPSTREAM_TIMEOUT_MS=.*longest timer/,
    );
    expect(() => loadEnv({ RATES_TTL_MS: '2147483648' })).toThrow(/RATES_TTL_MS/);
  });
});

describe('CV_UPLOADS_AT_ONCE', () => {
  it('defaults to 8 and refuses 0, which would refuse every upload', () => {
    expect(loadEnv({}).CV_UPLOADS_AT_ONCE).toBe(8);
    expect(loadEnv({ CV_UPLOADS_AT_ONCE: '2' }).CV_UPLOADS_AT_ONCE).toBe(2);
    expect(() => loadEnv({ CV_UPLOADS_AT_ONCE: '0' })).toThrow(/CV_UPLOADS_AT_ONCE/);
  });
});

describe('numbers and ports', () => {
  const message = (env: Record<string, string>): string => {
    try {
      loadEnv(env);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    throw new Error(`${JSON.stringify(env)} was accepted`);
  };

  it('reads a blank value as unset, so a stray space cannot switch the rate limit off or pick a random port', () => {
    const env = loadEnv({ PORT: ' ', LEAD_RATE_LIMIT: '  ', MOCK_PORT: '\t' });
    expect(env.PORT).toBe(3000);
    expect(env.MOCK_PORT).toBe(4010);
    expect(env.LEAD_RATE_LIMIT).toBe(10);
  });

  it.each([
    ['PORT', '0x50'],
    ['PORT', '8e3'],
    ['PORT', '70000'],
    ['MOCK_PORT', '-1'],
    ['LEAD_RATE_LIMIT', '1e3'],
    ['UPSTREAM_TIMEOUT_MS', '10s'],
  ])('refuses %s=%j, saying in words what it must be', (name, value) => {
    const text = message({ [name]: value });
    expect(text).toContain(`${name}=${JSON.stringify(value)}: must be a `);
    expect(text).not.toContain('NaN');
  });

  it('takes plain digits, with spaces around them', () => {
    expect(loadEnv({ PORT: ' 8080 ', LEAD_RATE_LIMIT: '25' })).toMatchObject({
      PORT: 8080,
      LEAD_RATE_LIMIT: 25,
    });
  });

  it('refuses the same port for the site and its embedded mock backend, and allows it with a real backend', () => {
    expect(message({ PORT: '4010', MOCK_PORT: '4010' })).toMatch(
      /MOCK_PORT="4010": must differ from PORT \(4010\)/,
    );
    expect(
      loadEnv({ PORT: '4010', MOCK_PORT: '4010', PURITY_API_URL: 'https://backend.example.com' }).PORT,
    ).toBe(4010);
    expect(loadEnv({ PORT: '0', MOCK_PORT: '0' }).PORT).toBe(0);
  });
});

describe('SITE_URL', () => {
  it('is kept as an origin: lower-case host, no default port, no trailing slash', () => {
    expect(loadEnv({ SITE_URL: 'https://WWW.Example.COM:443/' }).SITE_URL).toBe('https://www.example.com');
    expect(loadEnv({ SITE_URL: 'http://localhost:8080' }).SITE_URL).toBe('http://localhost:8080');
  });

  it.each([
    'https://www.example.com/?utm=x',
    'https://www.example.com/#frag',
    'https://www.example.com?',
    'https://www.example.com/site',
    'https://user:pw@www.example.com',
    'ftp://www.example.com',
  ])('refuses %s, which would be in every canonical and sitemap URL', (value) => {
    expect(() => loadEnv({ SITE_URL: value })).toThrow(/SITE_URL/);
  });
});

describe('REDIS_URL', () => {
  it.each([
    'redis://127.0.0.1:6379',
    'redis://127.0.0.1:6379/',
    'redis://127.0.0.1:6379/15',
    'rediss://r.example:6380/0',
  ])('takes %s', (value) => {
    expect(loadEnv({ REDIS_URL: value }).REDIS_URL).toBe(value);
  });

  it.each(['redis://127.0.0.1:6379/abc', 'redis://127.0.0.1:6379/99', 'redis://127.0.0.1:6379/1/2'])(
    'refuses %s in one line naming the database number',
    (value) => {
      expect(() => loadEnv({ REDIS_URL: value })).toThrow(/REDIS_URL.*database number from 0 to 15/);
    },
  );
});
