import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { CubeCrumbInfo } from '../../lib/breadcrumbs';

interface CubeCrumbState {
  cube: CubeCrumbInfo | null;
  setCube: (cube: CubeCrumbInfo | null) => void;
}

const CubeCrumbContext = createContext<CubeCrumbState>({ cube: null, setCube: () => {} });

/** Holds the name of the cube being viewed, for the breadcrumbs; cube pages fill it in. */
export function CubeCrumbProvider({ children }: { children: ReactNode }) {
  const [cube, setCube] = useState<CubeCrumbInfo | null>(null);
  const value = useMemo(() => ({ cube, setCube }), [cube]);
  return <CubeCrumbContext.Provider value={value}>{children}</CubeCrumbContext.Provider>;
}

export function useCubeCrumb(): CubeCrumbState {
  return useContext(CubeCrumbContext);
}
