import {
  NOTICE_CHANNEL_LABELS,
  NOTICE_CHANNELS,
  type NoticeChannel,
  type NotificationPreferencesResponse,
  OWNER_NOTICE_KINDS,
  OWNER_NOTICE_LABELS,
  type OwnerNoticeKind,
} from '@cubewright/core/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormMessage } from '../../components/ui/field';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { notify } from '../../lib/toast';

// Account Settings: what happens to your cubes, posts and comments that you hear about, and how (in the
// app, in one e-mail a day, or not at all). A change is saved as soon as it is chosen.

const URL = '/api/account/notification-preferences';
const KEY = ['account', 'notification-preferences'] as const;

function KindRow({
  kind,
  channel,
  onChange,
  disabled,
}: {
  kind: OwnerNoticeKind;
  channel: NoticeChannel;
  onChange: (c: NoticeChannel) => void;
  disabled: boolean;
}) {
  const id = useId();
  const { label, hint } = OWNER_NOTICE_LABELS[kind];
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div>
        <label htmlFor={id} className="font-medium text-zinc-900">
          {label}
        </label>
        <p className="text-sm text-zinc-600">{hint}</p>
      </div>
      <select
        id={id}
        value={channel}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as NoticeChannel)}
        className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
      >
        {NOTICE_CHANNELS.map((c) => (
          <option key={c} value={c}>
            {NOTICE_CHANNEL_LABELS[c]}
          </option>
        ))}
      </select>
    </li>
  );
}

export function NotificationPreferences() {
  const client = useQueryClient();
  const prefs = useQuery({ queryKey: KEY, queryFn: () => api<NotificationPreferencesResponse>(URL) });
  const save = useMutation({
    mutationFn: (change: Partial<Record<OwnerNoticeKind, NoticeChannel>>) =>
      api<NotificationPreferencesResponse>(URL, { method: 'PUT', body: change }),
    onSuccess: (data) => {
      client.setQueryData(KEY, data);
      void notify('success', 'Notification settings saved');
    },
  });
  return (
    <Panel aria-labelledby="notices-heading">
      <PanelTitle id="notices-heading">Notifications</PanelTitle>
      <PanelDescription>
        What you hear about your cubes, posts and comments: in the app, in one e-mail a day, or not at all.
        You never hear about a cube you can no longer see.
      </PanelDescription>
      {prefs.isLoading && <Spinner className="mt-4" />}
      <FormMessage
        error={prefs.error || save.error ? ((prefs.error ?? save.error) as Error).message : null}
      />
      {prefs.data && (
        <ul className="mt-2 divide-y divide-zinc-200">
          {OWNER_NOTICE_KINDS.map((kind) => (
            <KindRow
              key={kind}
              kind={kind}
              channel={prefs.data.channels[kind]}
              disabled={save.isPending}
              onChange={(channel) => save.mutate({ [kind]: channel })}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
