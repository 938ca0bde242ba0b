import { describe, expect, it } from 'vitest';
import { jsonInScript } from '../../shared/json-in-script';

describe('jsonInScript', () => {
  const hostile = { name: '</script><script>alert(1)</script><!-- & > \u2028\u2029' };

  it('leaves nothing that can close a script element, open a comment or break old parsers', () => {
    const text = jsonInScript(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(jsonInScript(hostile))).toEqual(hostile);
  });
});
