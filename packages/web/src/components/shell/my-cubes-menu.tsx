import { Box, ChevronRight, type LucideIcon, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { itemClass, SidebarLink } from './sidebar-item';

interface SubItem {
  title: string;
  url: string;
}

interface ExpandableProps {
  title: string;
  /** Where the item leads on the collapsed rail, where there is no room for the list. */
  url: string;
  icon: LucideIcon;
  items: SubItem[];
  collapsed: boolean;
  emptyText?: string;
  onNavigate?: () => void;
}

/**
 * An expandable sidebar item (My Cubes, My Custom Cards) with nested links. A plain disclosure button
 * (aria-expanded, aria-controls) rather than Radix Collapsible: every signed-in page loads the shell,
 * and Collapsible with its Presence and state helpers cost ~3 KB gzip of issue 2's 150 KB budget.
 */
export function ExpandableItem({
  title,
  url,
  icon: Icon,
  items,
  collapsed,
  emptyText,
  onNavigate,
}: ExpandableProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(
    () => items.some((i) => pathname.startsWith(i.url)) || title === 'My Cubes',
  );
  const listId = useId();
  if (collapsed) return <SidebarLink title={title} url={url} icon={Icon} collapsed onNavigate={onNavigate} />;
  return (
    <li>
      <button
        type="button"
        className={cn(itemClass, 'group/trigger')}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(!open)}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{title}</span>
        <ChevronRight
          className="ml-auto size-4 transition-transform group-data-[state=open]/trigger:rotate-90"
          aria-hidden="true"
        />
      </button>
      {open && (
        <ul id={listId} className="ml-4 grid gap-0.5 border-l border-zinc-200 py-0.5 pl-2">
          {items.length === 0 && emptyText && (
            <li className="px-2 py-1 text-xs text-zinc-600">{emptyText}</li>
          )}
          {items.map((item) => (
            <li key={item.url}>
              <Link
                to={item.url}
                data-active={pathname === item.url}
                aria-current={pathname === item.url ? 'page' : undefined}
                className={cn(itemClass, 'h-7')}
                onClick={onNavigate}
              >
                {item.title.startsWith('+ ') ? (
                  <>
                    <Plus className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="truncate">{item.title.slice(2)}</span>
                  </>
                ) : (
                  <>
                    <Box className="size-3.5 shrink-0 text-zinc-500" aria-hidden="true" />
                    <span className="truncate">{item.title}</span>
                  </>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
