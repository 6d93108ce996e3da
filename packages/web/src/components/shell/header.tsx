import { PanelLeft } from 'lucide-react';
import { Button } from '../ui/button';
import { Breadcrumbs } from './breadcrumbs';
import { NotificationsBell } from './notifications-bell';
import { useSidebar } from './sidebar-context';

export function Header() {
  const { toggle, isMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-3 border-b border-zinc-200 bg-white/95 px-4 backdrop-blur">
      <Button
        variant="ghost"
        size="icon"
        className="-ml-1 size-8"
        aria-label="Toggle Sidebar"
        onClick={toggle}
      >
        <PanelLeft className="size-4" aria-hidden="true" />
      </Button>
      <div className="h-5 w-px bg-zinc-200" aria-hidden="true" />
      <Breadcrumbs />
      <NotificationsBell shown={isMobile} />
    </header>
  );
}
