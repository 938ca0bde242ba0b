import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_VIEWBOX_SIZE, iconNames } from '../../client/content/icons';

const sprite = readFileSync(path.resolve(import.meta.dirname, '../../client/assets/icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol\b([^>]*)>/g)].map(([, attributes]) => ({
  id: /\bid="([^"]+)"/.exec(attributes!)?.[1],
  viewBox: /\bviewBox="([^"]+)"/.exec(attributes!)?.[1],
}));

describe('icon sprite', () => {
  it('has a symbol for every icon name the content uses, and no symbol nobody can name', () => {
    expect(symbols.map((s) => s.id).sort()).toEqual([...iconNames].sort());
  });

  it('draws every symbol on the square the icon component sizes', () => {
    for (const symbol of symbols)
      expect(symbol.viewBox, symbol.id).toBe(`0 0 ${ICON_VIEWBOX_SIZE} ${ICON_VIEWBOX_SIZE}`);
  });

  it('keeps ids unique inside the sprite, since every page shares it', () => {
    const ids = [...sprite.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
