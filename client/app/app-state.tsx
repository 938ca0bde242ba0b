import { createContext, useContext, useState, type ReactNode } from 'react';
import type { AppState, FormEcho } from '../../shared/render-contract';
import type { Rates } from '../../shared/schemas/rates';

interface AppStateValue {
  rates: Rates | null;
  setRates: (rates: Rates | null) => void;
  formEcho: FormEcho | null;
  renderError: string | null;
}

const AppStateContext = createContext<AppStateValue | null>(null);

/** The state the server rendered with, so the client hydrates exactly the same tree. */
export function AppStateProvider({ initial, children }: { initial: AppState; children: ReactNode }) {
  const [rates, setRates] = useState(initial.rates);
  const value: AppStateValue = { rates, setRates, formEcho: initial.formEcho, renderError: initial.renderError ?? null };
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppStateValue {
  const value = useContext(AppStateContext);
  if (!value) throw new Error('useAppState must be used inside AppStateProvider');
  return value;
}
