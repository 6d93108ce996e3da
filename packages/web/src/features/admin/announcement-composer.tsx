import type { NotificationType } from '@cubewright/core/protocol';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label } from '../../components/ui/input';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { api } from '../../lib/api';

/** Composes an announcement for every user (POST /api/announcements, admins only). */
export function AnnouncementComposer() {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [type, setType] = useState<NotificationType>('info');
  const send = useMutation({
    mutationFn: () => api('/api/announcements', { method: 'POST', body: { title, message, type } }),
    onSuccess: () => {
      setTitle('');
      setMessage('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  return (
    <Panel aria-labelledby="announcement-heading">
      <PanelTitle id="announcement-heading">Announcement</PanelTitle>
      <PanelDescription>Sent as a notification to every user.</PanelDescription>
      <form className="mt-3 grid gap-3" onSubmit={submit}>
        <div className="grid gap-1.5">
          <Label htmlFor="announcement-title">Title</Label>
          <Input id="announcement-title" value={title} onChange={(e) => setTitle(e.target.value)} required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="announcement-message">Message</Label>
          <textarea
            id="announcement-message"
            className="min-h-24 rounded-md border border-zinc-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            required
          />
        </div>
        <div className="grid max-w-48 gap-1.5">
          <Label htmlFor="announcement-type">Type</Label>
          <select
            id="announcement-type"
            className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
            value={type}
            onChange={(e) => setType(e.target.value as NotificationType)}
          >
            <option value="info">Info</option>
            <option value="success">Success</option>
          </select>
        </div>
        <FormMessage
          error={
            send.error
              ? send.error instanceof Error
                ? send.error.message
                : 'Failed to create announcement'
              : null
          }
          success={send.isSuccess ? 'Announcement queued: every user will get it shortly.' : null}
        />
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send announcement'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
