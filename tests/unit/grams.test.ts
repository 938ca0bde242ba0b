import { describe, expect, it } from 'vitest';
import { parseGrams } from '../../shared/grams';

describe('parseGrams', () => {
  it('reads the weight as people type it', () => {
    expect(parseGrams('12')).toBe(12);
    expect(parseGrams('.5')).toBe(0.5);
    expect(parseGrams('12.5 gms')).toBe(12.5);
    expect(parseGrams('12.5g.')).toBe(12.5);
  });

  it("reads grams written in each page language's word, in its digits or in 0-9, and no other unit", () => {
    expect(parseGrams('12.5 ಗ್ರಾಂ')).toBe(12.5);
    expect(parseGrams('೧೨.೫ ಗ್ರಾಂ')).toBe(12.5);
    expect(parseGrams('12.5 கிராம்')).toBe(12.5);
    expect(parseGrams('12.5 గ్రాములు')).toBe(12.5);
    expect(parseGrams('12.5గ్రా')).toBe(12.5);
    expect(parseGrams('12 గ్రాం')).toBe(12);
    expect(parseGrams('12 ಗ್ರಾಂಗಳು')).toBe(12);
    expect(parseGrams('12 ग्राम्स')).toBe(12);
    expect(parseGrams('१२.५ ग्राम')).toBe(12.5);
    // Kilograms and tolas are not grams: no figure rather than a wrong one.
    expect(parseGrams('12 ಕೆಜಿ')).toBeNull();
    expect(parseGrams('12 किलो')).toBeNull();
    expect(parseGrams('2 tola')).toBeNull();
  });

  it('reads a comma before three digits as Indian or international digit grouping, any other comma as a decimal point', () => {
    expect(parseGrams('1,250')).toBe(1250);
    expect(parseGrams('12,500 g')).toBe(12500);
    expect(parseGrams('1,00,000')).toBe(100000);
    expect(parseGrams('2,000.5')).toBe(2000.5);
    expect(parseGrams('12,5')).toBe(12.5);
    expect(parseGrams('1,25')).toBe(1.25);
    expect(parseGrams('1,2500')).toBe(1.25);
    expect(parseGrams('1,25,0')).toBeNull();
    expect(parseGrams('1,000,00')).toBeNull();
  });
});
