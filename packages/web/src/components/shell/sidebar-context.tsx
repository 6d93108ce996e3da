import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readSidebarCookie, sidebarCookie } from '../../lib/sidebar-cookie';

/** Spec section 9: at 768 px wide or less the sidebar is a slide-in sheet. */
const MOBILE_QUERY = '(max-width: 768px)';

interface SidebarState {
  /** Desktop: expanded or collapsed to the icon rail (remembered in the cookie). */
  state: 'expanded' | 'collapsed';
  setOpen: (open: boolean) => void;
  /** Collapses without touching the cookie (the draft session does this on its own). */
  collapseTemporarily: () => void;
  isMobile: boolean;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const mql = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(mql.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie(document.cookie) ?? true);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
    document.cookie = sidebarCookie(value);
  }, []);
  const collapseTemporarily = useCallback(() => setOpenState(false), []);
  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((o) => !o);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // Ctrl+B / Cmd+B toggles the sidebar anywhere in the app.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const value = useMemo<SidebarState>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      setOpen,
      collapseTemporarily,
      isMobile,
      openMobile,
      setOpenMobile,
      toggle,
    }),
    [open, setOpen, collapseTemporarily, isMobile, openMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const ctx = useContext(SidebarContext);
  if (!ctx) throw new Error('useSidebar must be used inside SidebarProvider');
  return ctx;
}
