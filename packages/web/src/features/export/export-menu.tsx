// The list alone, not the formats' index: that brings every parser and the protocol's schemas.
import { FORMATS } from '@cubewright/core/formats/format-list';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import type { OpenedOnUse } from '../../components/ui/load-on-use';

/** The download links of a menu: one per format (the server names the file). */
export function ExportItems({ cubeId }: { cubeId: string }) {
  const base = `/api/cubes/${encodeURIComponent(cubeId)}/export?format=`;
  return (
    <>
      <DropdownMenuLabel className="font-medium">Download the list as</DropdownMenuLabel>
      <DropdownMenuSeparator />
      {FORMATS.map((f) => (
        <DropdownMenuItem key={f.id} asChild>
          <a href={`${base}${f.id}`} download data-format={f.id}>
            <span className="grid">
              <span>{f.label}</span>
              <span className="text-xs text-zinc-600">{f.carries}</span>
            </span>
          </a>
        </DropdownMenuItem>
      ))}
    </>
  );
}

/** The cube page's Export menu (loaded on first use: cube-actions.tsx). */
export default function ExportMenu({ cubeId, defaultOpen }: { cubeId: string } & OpenedOnUse) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Download className="size-4" aria-hidden="true" /> Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <ExportItems cubeId={cubeId} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
