/** How much an upload must receive per window to keep its place. */
export interface StallRule {
  windowMs: number;
  minBytes: number;
}

/**
 * Calls `onStall` once when a whole window passes in which the socket read fewer than
 * `minBytes`. Counting the socket's bytes, not the body parser's, sees every byte that
 * arrived whatever the parser has done with it. Returns the way to stop watching.
 */
export function watchForStall(
  socket: { readonly bytesRead: number },
  { windowMs, minBytes }: StallRule,
  onStall: () => void,
): () => void {
  let readBefore = socket.bytesRead;
  const timer = setInterval(() => {
    const read = socket.bytesRead;
    if (read - readBefore >= minBytes) {
      readBefore = read;
      return;
    }
    clearInterval(timer);
    onStall();
  }, windowMs);
  timer.unref();
  return () => clearInterval(timer);
}
