import type { CubeDetail } from '@cubewright/core/protocol';
import {
  Dices,
  Hand,
  Layers,
  Lightbulb,
  type LucideIcon,
  MessageSquarePlus,
  MoreHorizontal,
  Pencil,
  Printer,
  Settings,
  Vote,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useSession } from '../../lib/session';
import { ExportItems, ExportMenu } from '../export/export-menu';
import { PrintProxiesDialog } from '../print/print-proxies-dialog';

// The cube page's actions past Follow and Like: a column of buttons beside the header on a wide
// screen; on a phone one "Actions" menu, so the card list starts within the first screen instead of
// below ten buttons.

interface Action {
  label: string;
  to: string;
  icon: LucideIcon;
  primary?: boolean;
}

function actionsOf(cube: CubeDetail, signedIn: boolean): Action[] {
  const base = `/cubes/${encodeURIComponent(cube.id)}`;
  const actions: Action[] = [
    { label: 'Sample pack', to: `${base}/sample`, icon: Layers },
    { label: 'P1P1', to: `${base}/p1p1`, icon: Vote },
    { label: 'Playtest a deck', to: `${base}/playtest`, icon: Hand },
    {
      label: 'Simulate drafts',
      to: `/draft/multi?cube=${encodeURIComponent(cube.id)}&simulate=1`,
      icon: Dices,
    },
  ];
  // Anyone signed in who sees the cube may suggest changes to it (issue 31); its editors edit it.
  if (signedIn && !cube.permissions.canEdit) {
    actions.push({ label: 'Suggest changes', to: `${base}/propose`, icon: MessageSquarePlus, primary: true });
  }
  if (cube.permissions.canEdit)
    actions.push(
      { label: 'Edit list', to: `${base}/edit`, icon: Pencil, primary: true },
      { label: 'Suggestions', to: `${base}/edit#suggestions`, icon: Lightbulb },
      { label: 'Settings', to: `${base}/settings`, icon: Settings },
    );
  return actions;
}

/** Export and the links, as buttons from the `sm` width up. */
export function CubeActionButtons({ cube }: { cube: CubeDetail }) {
  const signedIn = Boolean(useSession().data?.user);
  const [printing, setPrinting] = useState(false);
  return (
    <div className="hidden gap-2 sm:flex sm:flex-col sm:items-stretch">
      <ExportMenu cubeId={cube.id} />
      <Button variant="outline" size="sm" onClick={() => setPrinting(true)}>
        <Printer className="size-4" aria-hidden="true" /> Print proxies
      </Button>
      <PrintProxiesDialog cubeId={cube.id} boards={cube.boards} open={printing} onOpenChange={setPrinting} />
      {actionsOf(cube, signedIn).map((a) => (
        <Button key={a.label} variant={a.primary ? 'default' : 'outline'} size="sm" asChild>
          <Link to={a.to}>
            <a.icon className="size-4" aria-hidden="true" /> {a.label}
          </Link>
        </Button>
      ))}
    </div>
  );
}

/** The same actions in one menu, below the `sm` width. */
export function CubeActionMenu({ cube }: { cube: CubeDetail }) {
  const signedIn = Boolean(useSession().data?.user);
  const [printing, setPrinting] = useState(false);
  return (
    <div className="sm:hidden">
      <PrintProxiesDialog cubeId={cube.id} boards={cube.boards} open={printing} onOpenChange={setPrinting} />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <MoreHorizontal className="size-4" aria-hidden="true" /> Actions
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-[70svh] overflow-y-auto">
          {actionsOf(cube, signedIn).map((a) => (
            <DropdownMenuItem key={a.label} asChild>
              <Link to={a.to}>
                <a.icon className="size-4" aria-hidden="true" /> {a.label}
              </Link>
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={() => setPrinting(true)}>
            <Printer className="size-4" aria-hidden="true" /> Print proxies
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <ExportItems cubeId={cube.id} />
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
