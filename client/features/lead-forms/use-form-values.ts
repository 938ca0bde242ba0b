import { useCallback, useState } from 'react';

/**
 * Controlled text values for a form, seeded from what the server echoed (a form sent without
 * JavaScript comes back with what was typed) and otherwise empty.
 */
export function useFormValues<Name extends string>(names: readonly Name[], echoed?: Record<string, string> | null) {
  const [values, setValues] = useState<Record<Name, string>>(() => {
    const initial = {} as Record<Name, string>;
    for (const name of names) {
      const value = echoed?.[name];
      initial[name] = typeof value === 'string' ? value : '';
    }
    return initial;
  });
  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => (current[name as Name] === value ? current : { ...current, [name]: value }));
  }, []);
  const reset = useCallback(() => {
    setValues(() => {
      const empty = {} as Record<Name, string>;
      for (const name of names) empty[name] = '';
      return empty;
    });
  }, []);
  return { values, setValue, reset };
}
