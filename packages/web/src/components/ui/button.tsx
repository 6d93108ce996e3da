import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  default: 'bg-brand text-white hover:bg-brand-dark',
  outline: 'border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-100',
  ghost: 'text-zinc-800 hover:bg-zinc-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  link: 'text-brand-dark underline-offset-4 hover:underline px-0',
} as const;
const SIZES = { default: 'h-9 px-4 py-2', sm: 'h-8 px-3 text-sm', lg: 'h-10 px-6', icon: 'size-9' } as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
};

/** A button in the shadcn style. */
export function Button({ variant = 'default', size = 'default', asChild, className, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:pointer-events-none disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
