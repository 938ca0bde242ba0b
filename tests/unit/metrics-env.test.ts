import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../server/env';

// METRICS_PORT: off unless set, and never the public port (nor the embedded mock's).

const message = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
  }
  return 'accepted';
};

describe('METRICS_PORT and METRICS_HOST', () => {
  it('are off, and loopback, unless set', () => {
    const env = loadEnv({ METRICS_PORT: ' ' });
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_HOST).toBe('127.0.0.1');
    expect(loadEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
    });
  });

  it('takes 0 for any free port, beside a PORT of 0 too', () => {
    expect(loadEnv({ PORT: '0', MOCK_PORT: '0', METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
  });

  it('refuses the public port, and the mock backend port while the mock runs', () => {
    expect(message({ PORT: '8080', METRICS_PORT: '8080' })).toMatch(
      /METRICS_PORT="8080": must differ from PORT \(8080\)/,
    );
    expect(message({ METRICS_PORT: '4010' })).toMatch(
      /METRICS_PORT="4010": must differ from MOCK_PORT \(4010\)/,
    );
    expect(
      loadEnv({ METRICS_PORT: '4010', PURITY_API_URL: 'https://backend.example.com' }).METRICS_PORT,
    ).toBe(4010);
  });

  it('is a port number written as digits', () => {
    for (const bad of ['-1', '65536', '9e3', 'metrics'])
      expect(message({ METRICS_PORT: bad })).toMatch(/METRICS_PORT=.*a port number from 0 to 65535/);
  });
});
