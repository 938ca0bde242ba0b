import { describe, expect, it } from 'vitest';
import { branches, branchSlugs, openingHoursText, type OpeningHours } from '../../client/content/branches';
import { pinRegions } from '../../client/content/pin-regions';
import { searchPlaces } from '../../client/features/branches/search-places';
import { findBranches, pinRegionOf, sortByDistanceFrom } from '../../client/features/branches/find-branches';
import { clockTime, hoursOnDayOf, indiaWeekTime, openingStatus } from '../../client/lib/opening-hours';
import { byDistance, haversineKm } from '../../shared/geo-distance';
import { compactPinCode, isPinCode, looksLikePinCode } from '../../shared/pin-code';
import { indexablePathsWith, knownPageMatch, matchPage, pathOf } from '../../shared/site-page-params';
import { pageAt, redirectFor, sitePages } from '../../shared/site-pages';
import { pathParams } from '../../client/app/path-params';

describe('PIN codes', () => {
  it.each(['560003', '110001', '999999', '100000'])('%s is a PIN code', (pin) => {
    expect(isPinCode(pin)).toBe(true);
  });
  it.each(['060003', '56000', '5600031', '56O003', ' 560003', '560 003', '', '５６０００３'])(
    '%j is not',
    (text) => expect(isPinCode(text)).toBe(false),
  );
  it('reads digits typed with spaces as a PIN code search', () => {
    expect(looksLikePinCode('560 003')).toBe(true);
    expect(compactPinCode('560 003')).toBe('560003');
    expect(looksLikePinCode('Bengaluru 560003')).toBe(false);
  });
  it('finds the longest listed prefix of a PIN code', () => {
    expect(pinRegionOf('560100', pinRegions)?.name).toBe('Bengaluru');
    expect(pinRegionOf('563101', pinRegions)?.name).toBe('Kolar');
    expect(pinRegionOf('569999', pinRegions)?.prefix).toBe('56');
    expect(pinRegionOf('110001', pinRegions)).toBeUndefined();
  });
  it('lists each prefix once, as two or three digits', () => {
    const prefixes = pinRegions.map((region) => region.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[1-9][0-9]{1,2}$/);
  });
});

describe('haversine distance', () => {
  const bengaluru = { lat: 12.9716, lng: 77.5946 };
  const chennai = { lat: 13.0827, lng: 80.2707 };
  it('is zero from a point to itself and the same both ways', () => {
    expect(haversineKm(bengaluru, bengaluru)).toBe(0);
    expect(haversineKm(bengaluru, chennai)).toBeCloseTo(haversineKm(chennai, bengaluru), 9);
  });
  it('matches known great-circle distances', () => {
    // Bengaluru to Chennai, city centres: about 290 km as the crow flies.
    expect(haversineKm(bengaluru, chennai)).toBeGreaterThan(285);
    expect(haversineKm(bengaluru, chennai)).toBeLessThan(295);
    // A quarter of the equator, and half of it (antipodes: no NaN from rounding).
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 6371.0088, 6);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 6);
    // One degree of latitude, about 111.2 km.
    expect(haversineKm({ lat: 12, lng: 77 }, { lat: 13, lng: 77 })).toBeCloseTo(111.2, 1);
  });
  it('sorts nearest first', () => {
    const sorted = byDistance(branches, chennai).map(({ item }) => item.id);
    expect(sorted[0]).toBe('chennai');
    expect(sorted[1]).toBe('bengaluru');
  });
});

describe('opening hours', () => {
  // 2026-11-23 is a Monday.
  const ist = (isoLocal: string) => Date.parse(`${isoLocal}+05:30`);
  const usual: OpeningHours[] = [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '09:30',
      closes: '19:00',
    },
  ];
  const lateNight: OpeningHours[] = [{ days: ['Friday', 'Saturday'], opens: '18:00', closes: '02:00' }];

  it('reads the weekday and time in India whatever the instant’s zone', () => {
    // 19:00 UTC on Monday is 00:30 on Tuesday in India.
    expect(indiaWeekTime(Date.parse('2026-11-23T19:00:00Z'))).toEqual({ day: 1, minute: 30 });
  });

  it('reads India’s clock as Intl does with the Asia/Kolkata zone, every hour of a year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    const start = Date.parse('2026-01-01T00:17:00Z');
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const instant = start + hour * 3_600_000;
      const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
      expect(indiaWeekTime(instant)).toEqual({
        day: days.indexOf(parts.weekday!),
        minute: Number(parts.hour) * 60 + Number(parts.minute),
      });
    }
  });

  it('is open between opening and closing, closed at the closing minute', () => {
    expect(openingStatus(usual, ist('2026-11-23T09:30:00'))).toEqual({ open: true, closes: '19:00' });
    expect(openingStatus(usual, ist('2026-11-23T18:59:00'))).toEqual({ open: true, closes: '19:00' });
    expect(openingStatus(usual, ist('2026-11-23T19:00:00'))).toEqual({
      open: false,
      opens: '09:30',
      when: 'tomorrow',
    });
    expect(openingStatus(usual, ist('2026-11-23T08:00:00'))).toEqual({
      open: false,
      opens: '09:30',
      when: 'today',
    });
  });

  it('names the day when the next opening is more than a day away', () => {
    // Saturday evening: closed Sunday, opens Monday.
    expect(openingStatus(usual, ist('2026-11-28T20:00:00'))).toEqual({
      open: false,
      opens: '09:30',
      when: 'Monday',
    });
    expect(openingStatus(usual, ist('2026-11-29T12:00:00'))).toEqual({
      open: false,
      opens: '09:30',
      when: 'tomorrow',
    });
  });

  it('stays open past midnight into the next day, Saturday night into Sunday included', () => {
    expect(openingStatus(lateNight, ist('2026-11-27T23:30:00')).open).toBe(true);
    expect(openingStatus(lateNight, ist('2026-11-28T01:59:00'))).toEqual({ open: true, closes: '02:00' });
    expect(openingStatus(lateNight, ist('2026-11-28T02:00:00'))).toEqual({
      open: false,
      opens: '18:00',
      when: 'today',
    });
    // Sunday 01:00 is still Saturday night's opening.
    expect(openingStatus(lateNight, ist('2026-11-29T01:00:00')).open).toBe(true);
    // Sunday afternoon: next opening is Friday.
    expect(openingStatus(lateNight, ist('2026-11-29T15:00:00'))).toEqual({
      open: false,
      opens: '18:00',
      when: 'Friday',
    });
    // Thursday 01:00 is not open: Wednesday has no opening to spill over.
    expect(openingStatus(lateNight, ist('2026-11-26T01:00:00')).open).toBe(false);
  });

  it('decides in India time, so a server in UTC and a phone in London agree', () => {
    // 04:30 UTC Monday = 10:00 in India: open, though it is before opening time in UTC.
    const instant = Date.parse('2026-11-23T04:30:00Z');
    expect(openingStatus(usual, instant).open).toBe(true);
    // 20:00 UTC Saturday = 01:30 Sunday in India: the late-night rule is still open there.
    expect(openingStatus(lateNight, Date.parse('2026-11-28T20:00:00Z')).open).toBe(true);
  });

  it('lists the hours that start on a day, and none on a closed day', () => {
    expect(hoursOnDayOf(usual, ist('2026-11-23T23:00:00'))).toEqual([{ opens: '09:30', closes: '19:00' }]);
    expect(hoursOnDayOf(usual, ist('2026-11-29T12:00:00'))).toEqual([]);
  });

  it('says when there are no hours at all', () => {
    expect(openingStatus([], ist('2026-11-23T12:00:00'))).toEqual({ open: false, opens: null });
  });

  it('writes times on a 12-hour clock', () => {
    const say = openingHoursText.clock;
    expect(clockTime('09:30', say)).toBe('9:30 am');
    expect(clockTime('00:00', say)).toBe('12:00 am');
    expect(clockTime('12:00', say)).toBe('12:00 pm');
    expect(clockTime('19:05', say)).toBe('7:05 pm');
  });

  it('gives every branch well-formed hours, open some time every day (the business rule)', () => {
    for (const branch of branches) {
      for (const rule of branch.openingHours) {
        expect(rule.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(rule.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      }
      for (let day = 23; day <= 29; day++)
        expect(hoursOnDayOf(branch.openingHours, ist(`2026-11-${day}T12:00:00`)), branch.id).not.toEqual([]);
    }
  });
});

describe('the branch finder', () => {
  const ids = (q: string | null) => findBranches(q, searchPlaces).hits.map((hit) => hit.branch.id);

  it('shows every branch without a search', () => {
    expect(ids(null)).toEqual(branches.map((b) => b.id));
    expect(findBranches('   ', searchPlaces).message).toBeNull();
  });
  it('finds branches by city, area, other names and state, in any case', () => {
    expect(ids('mysuru')).toEqual(['mysuru']);
    expect(ids('Malleshwaram')).toEqual(['bengaluru']);
    expect(ids('Bangalore')).toEqual(['bengaluru']);
    expect(ids('Mangaluru')).toEqual(['mangalore']);
    expect(ids('hubballi')).toEqual(['hubli']);
    expect(ids('tamil nadu')).toEqual(['chennai']);
  });
  it('marks a search whose answer depends on the places, until they are given', () => {
    // Any name: the page's own words may find some branches and the Latin names more.
    for (const q of ['Bangalore', 'Kolar', 'galore', 'Malleshwaram', '563101']) {
      const without = findBranches(q, null);
      expect(without.needsPlaces, q).toBe(true);
      expect(without.hits).toHaveLength(branches.length);
      expect(without.message).toBeNull();
      expect(findBranches(q, searchPlaces).needsPlaces, q).toBeUndefined();
    }
    expect(ids('galore')).toEqual(['bengaluru', 'mangalore']);
    // A branch's own PIN code, or a search that cannot be read, needs nothing more.
    expect(findBranches('560003', null).hits.map((hit) => hit.branch.id)).toEqual(['bengaluru']);
    expect(findBranches('12345', null).invalid).toBe(true);
    expect(findBranches('x'.repeat(61), null).invalid).toBe(true);
  });
  it('finds a branch by its PIN code, typed with or without a space', () => {
    expect(ids('560003')).toEqual(['bengaluru']);
    expect(ids('560 003')).toEqual(['bengaluru']);
  });
  it("reads a PIN code typed with an Indian script's digits, and says it as it was typed", () => {
    // Kannada, Devanagari (Hindi), Tamil and Telugu keyboards' digits for 560003 and 563101.
    for (const typed of ['೫೬೦೦೦೩', '५६०००३', '௫௬௦௦௦௩', '౫౬౦౦౦౩', '೫೬೦ ೦೦೩'])
      expect(ids(typed), typed).toEqual(['bengaluru']);
    const near = findBranches('೫೬೩೧೦೧', searchPlaces);
    expect(near.hits[0]!.branch.id).toBe('bengaluru');
    expect(near.hits).toHaveLength(3);
    expect(findBranches('೧೨೩೪೫', searchPlaces)).toMatchObject({
      invalid: true,
      message: expect.stringContaining('೧೨೩೪೫'),
    });
  });
  it('lists the nearest branches, with distances, for a PIN code no branch has', () => {
    const result = findBranches('563101', searchPlaces);
    expect(result.hits[0]!.branch.id).toBe('bengaluru');
    expect(result.hits).toHaveLength(3);
    expect(result.hits.every((hit) => typeof hit.km === 'number')).toBe(true);
    expect(result.message).toContain('Kolar');
  });
  it('lists the nearest branches for a serviceable area or a known region by name', () => {
    expect(ids('Kolar')[0]).toBe('bengaluru');
    expect(ids('Coimbatore')[0]).toBe('mysuru');
    expect(ids('Tumakuru')[0]).toBe('bengaluru');
  });
  it('says so, and shows every branch, for a PIN code outside the regions it knows', () => {
    const result = findBranches('110001', searchPlaces);
    expect(result.hits).toHaveLength(branches.length);
    expect(result.invalid).toBe(false);
    expect(result.message).toContain('110001');
  });
  it.each(['12345', '012345', '1234567', '56 00 3'])(
    'refuses %j as a PIN code, showing every branch',
    (q) => {
      const result = findBranches(q, searchPlaces);
      expect(result.invalid).toBe(true);
      expect(result.hits).toHaveLength(branches.length);
      expect(result.message).toContain('not a PIN code');
    },
  );
  it('refuses an over-long search and shows every branch', () => {
    const result = findBranches('x'.repeat(500), searchPlaces);
    expect(result.invalid).toBe(true);
    expect(result.query).toBe('');
    expect(result.hits).toHaveLength(branches.length);
  });
  it('never throws on odd input', () => {
    for (const q of ['\u0000', '<script>', '%E0%A4', '😀', 'a'.repeat(60), '  Chen  nai '])
      expect(() => findBranches(q, searchPlaces)).not.toThrow();
  });
  it('sorts what it shows by distance from the visitor', () => {
    const sorted = sortByDistanceFrom(findBranches(null, searchPlaces).hits, { lat: 13.08, lng: 80.27 });
    expect(sorted[0]!.branch.id).toBe('chennai');
    expect(sorted.map((hit) => hit.km)).toEqual([...sorted.map((hit) => hit.km)].sort((a, b) => a! - b!));
  });
});

describe('pages with a parameter in the registry', () => {
  it('have it as the last segment, one per page', () => {
    for (const page of sitePages.filter((p) => p.path.includes(':')))
      expect(page.path, page.id).toMatch(/^(\/[a-z-]+)*\/:[a-z]\w*$/);
  });
  it('match any value in the browser, and only the content’s values on the server', () => {
    expect(pageAt('/branches/anything')?.id).toBe('branch');
    expect(matchPage('/branches/chennai')).toEqual({
      page: pageAt('/branches/x'),
      params: { slug: 'chennai' },
    });
    expect(knownPageMatch('/branches/chennai', pathParams)?.page.id).toBe('branch');
    expect(knownPageMatch('/branches/anything', pathParams)).toBeNull();
    expect(knownPageMatch('/branches/:', pathParams)).toBeNull();
    expect(pageAt('/branches/chennai/more')).toBeNull();
    expect(pageAt('/branches/')).toBeNull();
    expect(redirectFor('/branches/chennai/')).toBe('/branches/chennai');
    expect(knownPageMatch('/about', pathParams)).toEqual({ page: pageAt('/about'), params: {} });
  });
  it('link to and list each branch page', () => {
    expect(pathOf('branch', { slug: 'chennai' })).toBe('/branches/chennai');
    const paths = indexablePathsWith(pathParams);
    for (const slug of branchSlugs) expect(paths).toContain(`/branches/${slug}`);
    expect(paths).not.toContain('/branches/:slug');
  });
});
