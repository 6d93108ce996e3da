import type { CubeDetail } from '@cubewright/core/protocol';
import { Printer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import type { OpenedOnUse } from '../../components/ui/load-on-use';
import { ExportItems } from '../export/export-menu';
import { type CubeAction, MenuLabel } from './cube-action-list';

const PrintProxiesDialog = lazy(() => import('../print/print-proxies-dialog'));

/** The cube's actions in one menu, below the `sm` width (loaded on first use: cube-actions.tsx). */
export default function CubeActionMenu({
  cube,
  actions,
  defaultOpen,
}: { cube: CubeDetail; actions: CubeAction[] } & OpenedOnUse) {
  const [printing, setPrinting] = useState(false);
  return (
    <>
      {printing && (
        <Suspense fallback={null}>
          <PrintProxiesDialog cubeId={cube.id} boards={cube.boards} open onOpenChange={setPrinting} />
        </Suspense>
      )}
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <MenuLabel />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-[70svh] overflow-y-auto">
          {actions.map((a) => (
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
    </>
  );
}
