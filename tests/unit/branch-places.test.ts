import { describe, expect, it } from 'vitest';
import { branchPlaces, branchSlugs, serviceableAreaPlaces } from '../../client/content/branch-places';
import { branches } from '../../client/content/branches';
import type * as English from '../../client/content/branches';
import { locales } from '../../shared/locales';

// A branch's facts (PIN code, coordinates, phone, hours, nearby areas) are declared once, in
// client/content/branch-places.ts: every language's branches.ts holds words and takes the facts
// from there. The same objects, not equal copies, so a twin cannot keep facts of its own.

const modules = {
  ...import.meta.glob<typeof English>('../../client/content/branches.ts', { eager: true }),
  ...import.meta.glob<typeof English>('../../client/content/*/branches.ts', { eager: true }),
};

it('reads every language’s branches.ts', () => {
  expect(Object.keys(modules)).toHaveLength(locales.length);
});

const places = Object.entries(branchPlaces);
const areas = Object.entries(serviceableAreaPlaces);

describe.each(Object.entries(modules))('%s', (_file, module) => {
  it('takes each branch’s facts from branch-places.ts, in its order', () => {
    expect(module.branches.map((branch) => branch.id)).toEqual(places.map(([id]) => id));
    module.branches.forEach((branch, i) => {
      const place = places[i]![1];
      expect(branch.slug).toBe(branch.id);
      expect(branch.geo, `${branch.id}: its own geo`).toBe(place.geo);
      expect(branch.openingHours, `${branch.id}: its own openingHours`).toBe(place.openingHours);
      expect(branch.nearbyAreas, `${branch.id}: its own nearbyAreas`).toBe(place.nearbyAreas);
      expect(branch.phoneDisplay).toBe(place.phoneDisplay);
      expect(branch.address.postalCode).toBe(place.postalCode);
    });
    expect(module.branchSlugs).toBe(branchSlugs);
  });

  it('takes the serviceable areas’ facts from branch-places.ts', () => {
    expect(module.otherServiceableAreas.map((area) => area.id)).toEqual(areas.map(([id]) => id));
    module.otherServiceableAreas.forEach((area, i) =>
      expect(area.geo, `${area.id}: its own geo`).toBe(areas[i]![1].geo),
    );
  });
});

it('gives each branch one phone number, its E.164 form the same digits', () => {
  for (const branch of branches) {
    expect(branch.phoneE164).toMatch(/^\+91\d{10}$/);
    expect(branch.phoneDisplay.replace(/ /g, '')).toBe(branch.phoneE164);
  }
});
