import type { CubeDetail } from '@cubewright/core/protocol';
import { Download, Printer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadOnUse } from '../../components/ui/load-on-use';
import { chunk } from '../../lib/chunk';
import { useSession } from '../../lib/session';
import { actionsOf, MenuLabel } from './cube-action-list';

// The cube page's actions past Follow and Like: a column of buttons beside the header on a wide
// screen; on a phone one "Actions" menu, so the card list starts within the first screen instead of
// below ten buttons. The menus (Radix's, with their positioning) and the print dialog load when first
// used, not with the page (LoadOnUse, ADR 0074).

const EXPORT_MENU = chunk(() => import('../export/export-menu'));
const ACTION_MENU = chunk(() => import('./cube-action-menu'));
const PrintProxiesDialog = lazy(() => import('../print/print-proxies-dialog'));

/** Export and the links, as buttons from the `sm` width up. */
export function CubeActionButtons({ cube }: { cube: CubeDetail }) {
  const signedIn = Boolean(useSession().data?.user);
  const [printing, setPrinting] = useState(false);
  return (
    <div className="hidden gap-2 sm:flex sm:flex-col sm:items-stretch">
      <LoadOnUse
        chunk={EXPORT_MENU}
        props={{ cubeId: cube.id }}
        trigger={
          <Button variant="outline" size="sm">
            <Download className="size-4" aria-hidden="true" /> Export
          </Button>
        }
      />
      <Button variant="outline" size="sm" onClick={() => setPrinting(true)}>
        <Printer className="size-4" aria-hidden="true" /> Print proxies
      </Button>
      {printing && (
        <Suspense fallback={null}>
          <PrintProxiesDialog cubeId={cube.id} boards={cube.boards} open onOpenChange={setPrinting} />
        </Suspense>
      )}
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
  return (
    <div className="sm:hidden">
      <LoadOnUse
        chunk={ACTION_MENU}
        props={{ cube, actions: actionsOf(cube, signedIn) }}
        trigger={
          <Button variant="outline" size="sm">
            <MenuLabel />
          </Button>
        }
      />
    </div>
  );
}
