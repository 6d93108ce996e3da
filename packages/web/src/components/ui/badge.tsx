import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const VARIANTS = {
  default: 'bg-brand text-white',
  secondary: 'bg-zinc-200 text-zinc-900',
  outline: 'border border-zinc-300 text-zinc-800',
  destructive: 'bg-red-700 text-white',
} as const;

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof VARIANTS }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
