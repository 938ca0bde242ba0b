import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppStateProvider, useAppState } from '../../client/state/app-state';
import { RatesTicker } from '../../client/features/rates-ticker/rates-ticker';
import { API_PATHS } from '../../shared/api-paths';
import { jsonResponse, renderWithApp, stubFetch } from './lead-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rates = { gold: 7345, silver: 92.5 };

describe('RatesTicker', () => {
  it('is in the server HTML: the text three times, the copies aria-hidden, rupees in en-IN format', () => {
    const html = renderToString(
      <MemoryRouter>
        <AppStateProvider initial={{ rates, formEcho: null }}>
          <RatesTicker />
        </AppStateProvider>
      </MemoryRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const items = container.querySelectorAll('.rates-ticker__item');
    expect(items).toHaveLength(3);
    expect(items[0]!.hasAttribute('aria-hidden')).toBe(false);
    expect(items[1]!.getAttribute('aria-hidden')).toBe('true');
    expect(items[2]!.getAttribute('aria-hidden')).toBe('true');
    expect(items[0]!.textContent).toContain('Gold 24K ₹7,345 per gram');
    expect(items[0]!.textContent).toContain('Silver ₹92.50 per gram');
    expect(container.querySelector('section')!.getAttribute('aria-label')).toBe(
      "Today's gold and silver rates",
    );
    expect(container.querySelector('button')!.textContent).toContain('Pause');
  });

  it("says which day the rates are from when the server kept them from an earlier day, and does not call them today's", () => {
    const serverHtml = (renderedAt: number) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <MemoryRouter>
          <AppStateProvider
            initial={{
              rates: { ...rates, fetchedAt: Date.UTC(2026, 10, 25, 18, 20) },
              formEcho: null,
              renderedAt,
            }}
          >
            <RatesTicker />
          </AppStateProvider>
        </MemoryRouter>,
      );
      return container.querySelector('.rates-ticker__item')!.textContent;
    };
    // Fetched at 23:50 IST on 25 Nov; rendered five minutes later, then the next morning.
    expect(serverHtml(Date.UTC(2026, 10, 25, 18, 25))).toContain("Today's rate (as of 23:50 IST): Gold 24K");
    expect(serverHtml(Date.UTC(2026, 10, 26, 3, 30))).toContain('Rate (as of 25 Nov, 23:50 IST): Gold 24K');
  });

  it('renders nothing without rates, and stays absent when the refresh fails', async () => {
    stubFetch(jsonResponse(502, { error: 'rates_unavailable' }));
    const { container } = renderWithApp(<RatesTicker />, { rates: null });
    await act(async () => {});
    expect(container.innerHTML).toBe('');
  });

  it('refreshes from the same-origin API after hydration', async () => {
    const { calls } = stubFetch(jsonResponse(200, [{ value: 123456 }, { value: '101.25' }]));
    renderWithApp(<RatesTicker />, { rates });
    await waitFor(() => expect(screen.getAllByText(/₹1,23,456/)).toHaveLength(3));
    expect(calls[0]!.url).toBe(API_PATHS.rates);
    expect(screen.getAllByText(/Silver ₹101.25 per gram/)).toHaveLength(3);
  });

  // App reads this context, so a changed value renders and commits the whole page again.
  it('does not render the page again when the refresh brings the rates already shown', async () => {
    let pageRenders = 0;
    function Page() {
      useAppState();
      pageRenders += 1;
      return <RatesTicker />;
    }
    const same = stubFetch(jsonResponse(200, [{ value: 7345 }, { value: '92.5' }]));
    const first = renderWithApp(<Page />, { rates });
    await waitFor(() => expect(same.calls).toHaveLength(1));
    await act(async () => {});
    expect(pageRenders).toBe(1);
    first.unmount();

    pageRenders = 0;
    stubFetch(jsonResponse(200, [{ value: 7346 }, { value: '92.5' }]));
    renderWithApp(<Page />, { rates });
    await waitFor(() => expect(screen.getAllByText(/₹7,346/)).toHaveLength(3));
    expect(pageRenders).toBe(2);
  });

  it('keeps the rates it has when the refresh fails', async () => {
    stubFetch(new TypeError('offline'));
    renderWithApp(<RatesTicker />, { rates });
    await act(async () => {});
    expect(screen.getAllByText(/₹7,345/)).toHaveLength(3);
  });

  // A phone's browser keeps only a few connections to a site; a refresh left hanging every
  // minute would soon hold them all, and a lead form's POST would queue behind them.
  it('drops a refresh that does not answer within 15 s, and takes the next one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const signals: AbortSignal[] = [];
      let call = 0;
      vi.stubGlobal(
        'fetch',
        vi.fn((_url: string, init: RequestInit = {}) => {
          signals.push(init.signal!);
          call += 1;
          if (call > 1) return Promise.resolve(jsonResponse(200, [{ value: 7400 }, { value: 93 }]));
          return new Promise<Response>((_resolve, reject) => {
            init.signal!.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          });
        }),
      );
      renderWithApp(<RatesTicker />, { rates });
      await vi.advanceTimersByTimeAsync(14_000);
      expect(signals[0]!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(signals[0]!.aborted).toBe(true);
      expect(screen.getAllByText(/₹7,345/)).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(45_000);
      await waitFor(() => expect(screen.getAllByText(/₹7,400/)).toHaveLength(3));
    } finally {
      vi.useRealTimers();
    }
  });

  it('has a Pause control that becomes Play', async () => {
    stubFetch(jsonResponse(200, [{ value: 7345 }, { value: 92.5 }]));
    const user = userEvent.setup();
    const { container } = renderWithApp(<RatesTicker />, { rates });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(container.querySelector('.rates-ticker')!.getAttribute('data-paused')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(container.querySelector('.rates-ticker')!.getAttribute('data-paused')).toBe('false');
  });
});
