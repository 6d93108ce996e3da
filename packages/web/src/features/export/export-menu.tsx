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

/** The cube page's Export menu: one download link per format (the server names the file). */
export function ExportMenu({ cubeId }: { cubeId: string }) {
  const base = `/api/cubes/${encodeURIComponent(cubeId)}/export?format=`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Download className="size-4" aria-hidden="true" /> Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
