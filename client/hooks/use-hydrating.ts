import { useEffect, useState } from 'react';

// `<html data-hydrated="true">` tells an interactive page from the server's HTML: browser tests
// wait for it, CSS may use it, and a component decides by it whether its first render hydrates.

/** Marks the page hydrated once the root that calls it has committed (the app does, once). */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** Whether the page is still the server's HTML: a render now hydrates it. False on the server. */
export function pageHydrating(): boolean {
  return !import.meta.env.SSR && document.documentElement.dataset.hydrated !== 'true';
}

/**
 * Whether this component's first render hydrates the server's HTML, rather than following an
 * in-app navigation; decided once.
 */
export function useHydrating(): boolean {
  const [hydrating] = useState(pageHydrating);
  return hydrating;
}
