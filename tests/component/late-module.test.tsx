// Code fetched after the page (a form's result dialog, the calculators) whose fetch fails: the
// visitor's connection dropped at that moment, or the server was restarting. The page around it
// must stay as it is, with what was typed, and the part shows once its code can be fetched.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lateModule, type LateModule } from '../../client/lib/late-module';

interface PartModule {
  Part: () => ReactNode;
}

const partModule: PartModule = { Part: () => <p>The late part</p> };
const dropped = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

function Page({ code }: { code: LateModule<PartModule> }) {
  return (
    <main>
      <input aria-label="Full Name" defaultValue="" />
      <Suspense fallback={null}>
        <LatePart code={code} />
      </Suspense>
    </main>
  );
}

function LatePart({ code }: { code: LateModule<PartModule> }) {
  const { Part } = code.current ?? use(code.arrival());
  return <Part />;
}

let online = true;
function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  online = true;
});

describe('code that arrives after the page', () => {
  it('keeps the page and what was typed while offline, and shows the part once back online', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const importer = vi.fn<() => Promise<PartModule>>().mockImplementationOnce(dropped);
    importer.mockResolvedValue(partModule);
    const code = lateModule(importer);
    online = false;
    await act(async () => render(<Page code={code} />));
    // Typed as the page waits (fake timers rule out userEvent's own pauses).
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Asha Rao' } });
    // However long the browser stays offline, nothing is fetched again, and the page stays.
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao');
    expect(screen.queryByText('The late part')).toBeNull();

    await act(async () => {
      goOnline();
      await code.arrival();
    });
    expect(screen.getByText('The late part')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao');
  });

  it('while the browser says it is online, tries again after a pause that doubles, up to a minute', async () => {
    vi.useFakeTimers();
    const importer = vi.fn<() => Promise<PartModule>>(dropped);
    const code = lateModule(importer);
    await act(async () => render(<Page code={code} />));
    expect(importer).toHaveBeenCalledTimes(1);

    const calledAfter = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms - 1));
      const before = importer.mock.calls.length;
      await act(() => vi.advanceTimersByTimeAsync(1));
      return importer.mock.calls.length - before;
    };
    // 2 s, 4 s, 8 s, 16 s, 32 s, then a minute each time.
    for (const pause of [2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000])
      expect(await calledAfter(pause)).toBe(1);

    importer.mockResolvedValue(partModule);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('The late part')).toBeTruthy();
    expect(code.current).toBe(partModule);
  });

  it('is fetched once, however many parts wait for it', async () => {
    const importer = vi.fn<() => Promise<PartModule>>().mockResolvedValue(partModule);
    const code = lateModule(importer);
    await act(async () => {
      render(
        <>
          <Page code={code} />
          <Page code={code} />
        </>,
      );
      await code.arrival();
    });
    expect(screen.getAllByText('The late part')).toHaveLength(2);
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
