import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once the slot comes near the viewport. The dashboard's first load is at its bundle
 * budget (npm run bench:bundle counts every script a page loads, lazy chunks included), so panels
 * below the fold fetch their chunk when scrolled to rather than with the page.
 */
export function WhenVisible({ children, label }: { children: ReactNode; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  return (
    <div ref={ref} className="min-h-16" data-testid={`${label}-slot`}>
      {seen && children}
    </div>
  );
}
