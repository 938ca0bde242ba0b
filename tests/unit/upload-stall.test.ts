import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForStall } from '../../server/http/upload-stall';

describe('an upload that stalls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const rule = { windowMs: 1_000, minBytes: 100 };

  it('keeps its place while every window brings enough, however slowly the whole goes', () => {
    const socket = { bytesRead: 0 };
    const onStall = vi.fn();
    watchForStall(socket, rule, onStall);
    for (let window = 0; window < 30; window++) {
      socket.bytesRead += 100;
      vi.advanceTimersByTime(1_000);
    }
    expect(onStall).not.toHaveBeenCalled();
  });

  it('is cut once, after the first window that brings too little', () => {
    const socket = { bytesRead: 5_000 };
    const onStall = vi.fn();
    watchForStall(socket, rule, onStall);
    socket.bytesRead += 400;
    vi.advanceTimersByTime(1_000);
    socket.bytesRead += 99;
    vi.advanceTimersByTime(999);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('is not watched any more once its body is read', () => {
    const socket = { bytesRead: 0 };
    const onStall = vi.fn();
    const stop = watchForStall(socket, rule, onStall);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onStall).not.toHaveBeenCalled();
  });
});
