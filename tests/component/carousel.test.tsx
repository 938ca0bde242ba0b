import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../client/components/carousel/carousel';
import type { SwiperSetup } from '../../client/components/carousel/swiper-runtime';

// Swiper itself is replaced: these tests cover what the wrapper renders and asks of Swiper.
const fakeSwiper = {
  slideNext: vi.fn(),
  slidePrev: vi.fn(),
  autoplay: { start: vi.fn(), stop: vi.fn() },
  on: vi.fn(),
  destroy: vi.fn(),
};
const createSwiper = vi.fn((_container: HTMLElement, _setup: SwiperSetup) => fakeSwiper);
// No resize is ever reported here, so every move goes ahead at once.
const moveWhenSeated = (_swiper: unknown, move: () => void) => move();
vi.mock('../../client/components/carousel/swiper-runtime', () => ({ createSwiper, moveWhenSeated }));

/** IntersectionObserver the test drives: `enterViewport()` reports the carousel as visible. */
let observed: { callback: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed.push({ callback, observer: this as unknown as IntersectionObserver });
  }
  observe() {}
  disconnect() {}
}
const enterViewport = () =>
  act(() => {
    for (const { callback, observer } of observed)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], observer);
  });

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

const slides = ['a', 'b', 'c'].map((id) => ({ id, content: <a href={`#${id}`}>Slide {id}</a> }));

function renderCarousel(props: { autoplayMs?: number; loop?: boolean } = { autoplayMs: 3000, loop: true }) {
  return render(
    <Carousel
      label="Test carousel"
      slides={slides}
      slidesPerView={{ 0: 1, 639: 3 }}
      spaceBetween={20}
      pagination
      {...props}
    />,
  );
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  mockReducedMotion(false);
  vi.clearAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Timers on a fake clock the test moves; promises and module loading run as usual. */
const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const passMs = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Carousel markup', () => {
  it('is a labelled carousel region whose slides are labelled groups', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Test carousel' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const group of groups) expect(group.getAttribute('aria-roledescription')).toBe('slide');
    expect(region.querySelector('.swiper > .swiper-wrapper > .swiper-slide')).not.toBeNull();
  });

  it('renders the controls as buttons named Previous slide, Next slide and Pause', () => {
    renderCarousel();
    for (const name of ['Previous slide', 'Next slide', 'Pause'])
      expect(screen.getByRole('button', { name }).tagName).toBe('BUTTON');
  });

  it('has no Pause/Play button when it does not autoplay', () => {
    renderCarousel({});
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
  });

  it('writes the per-breakpoint layout the CSS sizes slides with, identically on the server', () => {
    const html = renderToString(
      <Carousel label="Test carousel" slides={slides} slidesPerView={{ 0: 1, 639: 3 }} spaceBetween={20} />,
    );
    expect(html).toContain('--carousel-gap:20px');
    expect(html).toContain('--spv-0:1;--spv-400:1;--spv-639:3;--spv-768:3');
    expect(html).toContain('--spv-1700:3');
  });

  it('keeps links inside slides reachable by keyboard', () => {
    renderCarousel();
    for (const link of screen.getAllByRole('link')) expect(link.tabIndex).toBe(0);
  });
});

describe('Carousel behaviour', () => {
  it('builds Swiper for the first autoplay turn, one delay after the carousel nears the viewport', async () => {
    useFakeClock();
    renderCarousel({ autoplayMs: 200, loop: true });
    await passMs(10_000);
    expect(createSwiper).not.toHaveBeenCalled();
    enterViewport();
    await passMs(199);
    expect(createSwiper).not.toHaveBeenCalled();
    await passMs(1);
    await vi.waitFor(() => expect(createSwiper).toHaveBeenCalledTimes(1));
    const [container, setup] = createSwiper.mock.calls[0]!;
    expect(container.classList.contains('swiper')).toBe(true);
    expect(setup).toMatchObject({
      loop: true,
      autoplayMs: 200,
      playing: true,
      spaceBetween: 20,
      slidesPerView: { 0: 1, 639: 3 },
    });
    expect(fakeSwiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('builds no Swiper for a carousel that only sits in view, until it is pressed or focused', async () => {
    useFakeClock();
    renderCarousel({});
    enterViewport();
    await passMs(10_000);
    expect(createSwiper).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('group', { name: '1 of 3' }));
    await vi.waitFor(() => expect(createSwiper).toHaveBeenCalledTimes(1));
    expect(fakeSwiper.slideNext).not.toHaveBeenCalled();
  });

  it('builds Swiper when focus enters a slide, so it can bring that slide into view', async () => {
    renderCarousel({});
    enterViewport();
    screen.getByRole('link', { name: 'Slide c' }).focus();
    await waitFor(() => expect(createSwiper).toHaveBeenCalledTimes(1));
  });

  it('toggles between Pause and Play, stopping and restarting autoplay', async () => {
    const user = userEvent.setup();
    renderCarousel();
    enterViewport();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(fakeSwiper.autoplay.stop).toHaveBeenCalledTimes(1));
    // The press may build Swiper before its click pauses it, or after: either way autoplay is
    // stopped and no slide has moved.
    expect(fakeSwiper.slideNext).not.toHaveBeenCalled();
    const play = screen.getByRole('button', { name: 'Play' });
    expect(screen.getByRole('group', { name: '1 of 3' }).parentElement?.getAttribute('aria-live')).toBe(
      'polite',
    );
    await user.click(play);
    expect(fakeSwiper.autoplay.start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '1 of 3' }).parentElement?.getAttribute('aria-live')).toBe(
      'off',
    );
  });

  it('does not autoplay under prefers-reduced-motion: the button offers Play', async () => {
    useFakeClock();
    mockReducedMotion(true);
    renderCarousel({ autoplayMs: 200, loop: true });
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    enterViewport();
    await passMs(10_000);
    expect(createSwiper).not.toHaveBeenCalled();
    expect(fakeSwiper.slideNext).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('group', { name: '1 of 3' }));
    await vi.waitFor(() => expect(createSwiper).toHaveBeenCalledTimes(1));
    expect(createSwiper.mock.calls[0]![1].playing).toBe(false);
    expect(fakeSwiper.autoplay.start).not.toHaveBeenCalled();
  });

  it('moves with Previous/Next even before Swiper was loaded', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(fakeSwiper.slideNext).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(fakeSwiper.slidePrev).toHaveBeenCalledTimes(1);
    expect(createSwiper).toHaveBeenCalledTimes(1);
  });

  it('answers the arrow keys inside the carousel', async () => {
    renderCarousel();
    enterViewport();
    const region = screen.getByRole('region', { name: 'Test carousel' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    await waitFor(() => expect(fakeSwiper.slideNext).toHaveBeenCalledTimes(1));
    expect(fakeSwiper.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('moves the pagination dot with the slide Swiper reports', async () => {
    const { container } = renderCarousel();
    fireEvent.pointerDown(screen.getByRole('group', { name: '1 of 3' }));
    await waitFor(() => expect(fakeSwiper.on).toHaveBeenCalledWith('realIndexChange', expect.any(Function)));
    const onChange = fakeSwiper.on.mock.calls[0]![1] as (swiper: { realIndex: number }) => void;
    act(() => onChange({ realIndex: 2 }));
    const dots = [...container.querySelectorAll('.carousel__dot')];
    expect(dots.map((d) => d.classList.contains('carousel__dot--active'))).toEqual([false, false, true]);
  });

  it('destroys Swiper when the carousel unmounts', async () => {
    const { unmount } = renderCarousel();
    fireEvent.pointerDown(screen.getByRole('group', { name: '1 of 3' }));
    await waitFor(() => expect(createSwiper).toHaveBeenCalled());
    unmount();
    expect(fakeSwiper.destroy).toHaveBeenCalledTimes(1);
  });
});
