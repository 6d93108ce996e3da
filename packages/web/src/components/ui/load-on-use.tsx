import { type ComponentType, cloneElement, type ReactElement, useState } from 'react';
import type { Chunk } from '../../lib/chunk';

/** What a component loaded on use is told: open at once (it replaces its stand-in on a press). */
export interface OpenedOnUse {
  defaultOpen?: boolean;
}

/**
 * A menu whose code loads on first use: until then `trigger` (a button that looks like the menu's own)
 * stands in for it. The chunk starts loading when the pointer comes over the button or it takes focus,
 * and a press renders the real component opened. Radix's menu and its positioning cost ~30 KB gzip, more
 * than the cube page's whole list, for a menu few visitors open (issue 29's budget, ADR 0074).
 *
 * The stand-in is replaced on the press only, never when the chunk arrives: a button swapped between a
 * pointer's down and up would lose the press.
 */
export function LoadOnUse<P extends object>({
  chunk,
  props,
  trigger,
}: {
  chunk: Chunk<{ default: ComponentType<P & OpenedOnUse> }>;
  props: P;
  trigger: ReactElement<{ onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }>;
}) {
  const [used, setUsed] = useState(false);
  const Loaded = chunk.loaded?.default;
  if (used && Loaded) return <Loaded {...props} defaultOpen />;
  const load = () => void chunk().catch(() => {});
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    onPointerEnter: load,
    onFocus: load,
    // A failed load leaves the stand-in: the next press tries again.
    onClick: () =>
      void chunk().then(
        () => setUsed(true),
        () => {},
      ),
  } as Partial<typeof trigger.props>);
}
