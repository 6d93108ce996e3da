import type { ReactNode } from 'react';

export { selectClass } from '../../../components/ui/input';

import { Panel, PanelDescription, PanelTitle } from '../../../components/ui/panel';

/** One settings tab's panel: a heading, what it does, and its content. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel className="grid gap-4">
      <div>
        <PanelTitle>{title}</PanelTitle>
        {description && <PanelDescription>{description}</PanelDescription>}
      </div>
      {children}
    </Panel>
  );
}

export const textareaClass =
  'w-full rounded-md border border-zinc-300 p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand';

/** A field's inline error, tied to its input by id. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}
