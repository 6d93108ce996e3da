import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A bordered surface (shadcn calls it Card; ours is Panel so it never clashes with the MTG Card). */
export function Panel({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-lg border border-zinc-200 bg-white p-5 shadow-sm', className)}
      {...props}
    />
  );
}

export function PanelTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold text-zinc-900', className)} {...props} />;
}

export function PanelDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('mt-1 text-sm text-zinc-600', className)} {...props} />;
}
