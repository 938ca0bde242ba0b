import { describe, expect, it } from 'vitest';
import { westernDigits } from '../../shared/western-digits';

describe('digits of the Indian scripts', () => {
  // Zero of Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam.
  const zeros = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66];
  it.each(zeros.map((zero) => [zero.toString(16), zero]))('U+%s to U+%s+9 read as 0 to 9', (_name, zero) => {
    const digits = Array.from({ length: 10 }, (_, value) => String.fromCharCode(zero + value)).join('');
    expect(westernDigits(digits)).toBe('0123456789');
  });
  it('leaves every other character as it is', () => {
    expect(westernDigits('12.5 g, ௐ क ೞ ٣')).toBe('12.5 g, ௐ क ೞ ٣');
    expect(westernDigits('१२,३४,५६७.८९')).toBe('12,34,567.89');
  });
});
