import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

/** The honest placeholder of screens whose features come in later issues. */
export function NotBuiltYet({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-lg border border-dashed border-zinc-300 bg-white p-10 text-center">
      <Construction className="size-10 text-zinc-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-zinc-900">{title}</h2>
      <p className="text-zinc-700">This part of Cubewright is not built yet.</p>
      {children}
    </div>
  );
}
