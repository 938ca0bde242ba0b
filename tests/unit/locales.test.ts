import { describe, expect, it } from 'vitest';
import { localePath, locales, splitLocale } from '../../shared/locales';
import { translateSharedText } from '../../shared/shared-texts';

describe('language prefixes', () => {
  it('reads a path in another language as that language and the path without its prefix', () => {
    expect(splitLocale('/kn/about')).toEqual({ locale: 'kn', path: '/about' });
    expect(splitLocale('/ta/branches/chennai')).toEqual({ locale: 'ta', path: '/branches/chennai' });
    expect(splitLocale('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/te')).toEqual({ locale: 'te', path: '/' });
  });

  it('keeps English unprefixed: /en/... and look-alike prefixes are ordinary English paths', () => {
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocale('/en/about')).toEqual({ locale: 'en', path: '/en/about' });
    expect(splitLocale('/knowledge')).toEqual({ locale: 'en', path: '/knowledge' });
    expect(splitLocale('/KN/about')).toEqual({ locale: 'en', path: '/KN/about' });
  });

  it('writes every page of every language so that reading it back gives the same page', () => {
    for (const locale of locales)
      for (const path of ['/', '/about', '/faq', '/branches/mysuru'])
        expect(splitLocale(localePath(locale, path))).toEqual({ locale, path });
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('kn', '/')).toBe('/kn/');
  });
});

describe('shared sentences in the page language', () => {
  const kn = {
    'Full name is required': 'ಪೂರ್ಣ ಹೆಸರು ಬೇಕು',
    'Must be {max} characters or fewer': 'ಗರಿಷ್ಠ {max} ಅಕ್ಷರಗಳು',
  };

  it('translates a known sentence and fills the number into the one that carries one', () => {
    expect(translateSharedText('Full name is required', kn)).toBe('ಪೂರ್ಣ ಹೆಸರು ಬೇಕು');
    expect(translateSharedText('Must be 100 characters or fewer', kn)).toBe('ಗರಿಷ್ಠ 100 ಅಕ್ಷರಗಳು');
  });

  it('leaves a sentence it has no translation for as it is (English pages translate nothing)', () => {
    expect(translateSharedText('Choose a service', kn)).toBe('Choose a service');
    expect(translateSharedText('Full name is required', {})).toBe('Full name is required');
  });

  describe("the backend's own sentences", () => {
    const knWithFallback = { ...kn, 'This was not accepted; please check it': 'ಇದನ್ನು ಸ್ವೀಕರಿಸಲಾಗಿಲ್ಲ' };

    it.each([
      'Number is blocked',
      // Typographic punctuation and letters with marks are still English to a Kannada reader.
      'This number isn’t accepted – call us',
      'Café “Rao” already applied…',
    ])('are said in the page language when in Latin letters: %s', (message) => {
      expect(translateSharedText(message, knWithFallback)).toBe('ಇದನ್ನು ಸ್ವೀಕರಿಸಲಾಗಿಲ್ಲ');
    });

    it.each(['ಸಂಖ್ಯೆ ನಿರ್ಬಂಧಿಸಲಾಗಿದೆ', 'ಸಂಖ್ಯೆ (OTP) ನಿರ್ಬಂಧಿಸಲಾಗಿದೆ', '9845012345 – 42'])(
      'stay when already in the page script, or without words: %s',
      (message) => {
        expect(translateSharedText(message, knWithFallback)).toBe(message);
      },
    );
  });
});
