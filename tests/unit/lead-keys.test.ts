// Which Idempotency-Key a lead form sends an entry under: the same entry within ten minutes of
// its latest sending goes under the same key (the backend records it once), kept for the tab's
// session so a page left or loaded again does not turn one lead into two. Every key is a page
// key, which the server makes one with the words (server/leads/lead-key.ts): the page's other
// entries go under it and are other leads all the same.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadEntryOf } from '../../client/lib/lead-entry';
import type * as LeadKeys from '../../client/lib/lead-keys';

const MINUTE = 60_000;
const PAGE_KEY = /^page:\d{1,10}(?:-\d{1,10}){3}$/;

/**
 * The tab's sessionStorage. `blocked` makes every use of it throw, as a browser that blocks
 * storage does; `full`, every write.
 */
function stubTabStorage() {
  const items = new Map<string, string>();
  const storage = { blocked: false, full: false, items };
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => {
        if (storage.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
        return items.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (storage.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
        if (storage.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        items.set(key, value);
      },
    },
  });
  return storage;
}

const asha = { full_name: 'Asha Rao', phone_number: '9845012345', service_required: 'Sell Gold' };
const ashaEntry = leadEntryOf('contact', asha);

/** The module as a page load has it: what it kept in memory goes with the page. */
let leadKeys: typeof LeadKeys;

/** One sending, as the form makes it: the key for the entry, noted as sent. */
function send(entry: string): string {
  const key = leadKeys.keyFor(entry);
  leadKeys.noteSent(entry, key);
  return key;
}

let storage: ReturnType<typeof stubTabStorage>;
beforeEach(async () => {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00+05:30') });
  storage = stubTabStorage();
  vi.resetModules();
  leadKeys = await import('../../client/lib/lead-keys');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the key an entry is sent under', () => {
  it('is a page key of 128 random bits, new in a tab that sent nothing: every other entry goes under it', () => {
    const first = send(ashaEntry);
    expect(first).toMatch(PAGE_KEY);
    expect(send(leadEntryOf('contact', { ...asha, full_name: 'Ravi Kumar' }))).toBe(first);
    expect(send(leadEntryOf('franchise', { full_name: 'Ravi Kumar' }))).toBe(first);
    storage.items.clear();
    const anotherTab = send(ashaEntry);
    expect(anotherTab).toMatch(PAGE_KEY);
    expect(anotherTab).not.toBe(first);
  });

  it('is the same for the same entry sent again, however its object was built', () => {
    const first = send(ashaEntry);
    const rebuilt = leadEntryOf('contact', JSON.parse(JSON.stringify(asha)) as Record<string, unknown>);
    expect(send(rebuilt)).toBe(first);
  });

  it('stays the same while the entry keeps being sent, and is new ten minutes after its latest sending', () => {
    const first = send(ashaEntry);
    vi.advanceTimersByTime(9 * MINUTE);
    expect(send(ashaEntry)).toBe(first);
    vi.advanceTimersByTime(9 * MINUTE);
    expect(send(ashaEntry)).toBe(first);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(send(ashaEntry)).not.toBe(first);
  });

  it('is kept for the tab, not for the page: what a page loaded again reads, with only a digest of the entry', async () => {
    const first = send(ashaEntry);
    const stored = storage.items.get('lead-keys') ?? '';
    expect(stored).toContain(first);
    expect(stored).not.toMatch(/Asha|9845012345/);
    // Another page load reads the same storage.
    vi.resetModules();
    leadKeys = await import('../../client/lib/lead-keys');
    expect(leadKeys.keyFor(ashaEntry)).toBe(first);
  });

  it('forgets entries older than ten minutes once another is sent', () => {
    send(ashaEntry);
    vi.advanceTimersByTime(11 * MINUTE);
    send(leadEntryOf('gold', { full_name: 'Meena' }));
    expect(storage.items.get('lead-keys')).not.toContain(ashaEntry);
  });

  it('is still the same within the page when the browser blocks storage', () => {
    storage.blocked = true;
    const first = send(ashaEntry);
    expect(send(ashaEntry)).toBe(first);
  });

  it('is still the same within the page when storage reads but takes nothing more (full)', () => {
    const first = send(ashaEntry);
    storage.full = true;
    const ravi = leadEntryOf('franchise', { full_name: 'Ravi Kumar' });
    expect(send(ravi)).toBe(first);
    // Eleven minutes on: a new key, which only this page load can keep.
    vi.advanceTimersByTime(11 * MINUTE);
    const raviKey = send(ravi);
    expect(raviKey).not.toBe(first);
    expect(send(ravi)).toBe(raviKey);
    expect(send(leadEntryOf('franchise', { full_name: 'Meena' }))).toBe(raviKey);
  });

  it('once storage takes keys again, goes by the newest sending, not by what the page kept meanwhile', () => {
    storage.full = true;
    const first = send(ashaEntry);
    storage.full = false;
    vi.advanceTimersByTime(9 * MINUTE);
    expect(send(ashaEntry)).toBe(first);
    // Nine minutes after the sending that was stored, not nineteen after the one kept in the page.
    vi.advanceTimersByTime(9 * MINUTE);
    expect(send(ashaEntry)).toBe(first);
  });

  it('comes new, without an error, when what is stored is not ours', () => {
    storage.items.set('lead-keys', JSON.stringify({ [ashaEntry]: 'not a key' }));
    expect(send(ashaEntry)).toMatch(PAGE_KEY);
    storage.items.set('lead-keys', '42');
    expect(send(ashaEntry)).toMatch(PAGE_KEY);
    storage.items.set('lead-keys', '{');
    expect(send(ashaEntry)).toMatch(PAGE_KEY);
  });
});

describe('the page key', () => {
  // As the page's inline script keeps it (server/render/html-template.ts) for a form sent before
  // hydration: with the prefix that has the server make it one with the lead, and when it was
  // made.
  const keepPageKey = () =>
    storage.items.set('lead-keys', JSON.stringify({ 'page key': ['page:1-22-333-4444', Date.now()] }));

  it('is what entries not sent since go under, on any page, for ten minutes from when it was made', () => {
    keepPageKey();
    expect(send(ashaEntry)).toBe('page:1-22-333-4444');
    // Other words and another page too: the server makes each one with its words.
    vi.stubGlobal('location', { pathname: '/ta/partner' });
    expect(send(leadEntryOf('franchise', { full_name: 'Meena' }))).toBe('page:1-22-333-4444');
    vi.advanceTimersByTime(5 * MINUTE);
    expect(send(ashaEntry)).toBe('page:1-22-333-4444');
    vi.advanceTimersByTime(5 * MINUTE);
    const afterTheWindow = send(leadEntryOf('gold', { full_name: 'Ravi' }));
    expect(afterTheWindow).toMatch(PAGE_KEY);
    expect(afterTheWindow).not.toBe('page:1-22-333-4444');
    // An entry sent under it keeps it for ten minutes from its own latest sending.
    expect(send(ashaEntry)).toBe('page:1-22-333-4444');
  });

  it("is kept from a hydrated form's first send, for a page's script to send under before a later document hydrates", () => {
    const first = send(ashaEntry);
    vi.advanceTimersByTime(MINUTE);
    send(ashaEntry);
    const kept = JSON.parse(storage.items.get('lead-keys')!) as Record<string, unknown>;
    // From when it was made, as the script keeps its own: sent again, the entry's window starts
    // again, not the page key's.
    expect(kept['page key']).toEqual([first, Date.now() - MINUTE]);
  });

  it('gives way to the key the entry was last sent with', () => {
    const first = send(ashaEntry);
    const kept = JSON.parse(storage.items.get('lead-keys')!) as Record<string, unknown>;
    storage.items.set(
      'lead-keys',
      JSON.stringify({ ...kept, 'page key': ['page:1-22-333-4444', Date.now()] }),
    );
    expect(send(ashaEntry)).toBe(first);
  });
});

describe('what makes two sendings the same entry', () => {
  it('the form as well as the fields: the same words in two forms are two leads', () => {
    const fields = { full_name: 'Asha Rao', phone_number: '9845012345' };
    expect(leadEntryOf('gold', fields)).not.toBe(leadEntryOf('contact', fields));
  });

  it('every field: one letter changed is another entry', () => {
    expect(leadEntryOf('contact', { ...asha, full_name: 'Asha Raо' })).not.toBe(ashaEntry);
  });

  it('a CV by its name, type, size and date, without reading it', () => {
    const application = (cv: File) => {
      const form = new FormData();
      form.append('candidate_name', 'Kavya N');
      form.append('cv', cv);
      return leadEntryOf('career', form);
    };
    const cv = (name: string, lastModified = 1) =>
      new File(['%PDF-1.4 test'], name, { type: 'application/pdf', lastModified });
    expect(application(cv('resume.pdf'))).toBe(application(cv('resume.pdf')));
    expect(application(cv('resume-2.pdf'))).not.toBe(application(cv('resume.pdf')));
    expect(application(cv('resume.pdf', 2))).not.toBe(application(cv('resume.pdf')));
  });
});
