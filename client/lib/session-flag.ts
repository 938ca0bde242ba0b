/**
 * A yes/no remembered for this browser session (sessionStorage): something the visitor has dealt
 * with and should not be asked again until they come back another day. Storage can be blocked;
 * then nothing is remembered, and the question may come back on the next page load.
 */
export function sessionFlag(key: string): { isSet: () => boolean; set: () => void } {
  return {
    isSet: () => {
      try {
        return window.sessionStorage.getItem(key) === '1';
      } catch {
        return false;
      }
    },
    set: () => {
      try {
        window.sessionStorage.setItem(key, '1');
      } catch {
        // Blocked storage: see above.
      }
    },
  };
}
