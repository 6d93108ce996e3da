import type { AdminUser, AdminUserResponse, AdminUsersResponse } from '@cubewright/core/protocol';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Input, Label } from '../../components/ui/input';
import { Pager } from '../../components/ui/pager';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { api } from '../../lib/api';
import { SESSION_KEY } from '../../lib/session';

const USERS_KEY = ['admin', 'users'] as const;

type Role = 'isAdmin' | 'isModerator';

/** Users with search, paging and role toggles (the toggles only for admins). */
export function UsersPanel({ canEditRoles }: { canEditRoles: boolean }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const users = useQuery({
    queryKey: [...USERS_KEY, q, page],
    queryFn: () => api<AdminUsersResponse>(`/api/admin/users?q=${encodeURIComponent(q)}&page=${page}`),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: Role }) =>
      api<AdminUserResponse>(`/api/admin/users/${encodeURIComponent(user.id)}`, {
        method: 'PATCH',
        body: { [role]: !user[role] },
      }),
    onSuccess: ({ user }) => {
      toast.success(`Updated the roles of ${user.username}`);
      void client.invalidateQueries({ queryKey: USERS_KEY });
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
    onError: (err) => toast.error(err instanceof Error ? err.message : 'Could not update the roles'),
  });
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (users.data?.pageSize ?? 1)));
  return (
    <Panel aria-labelledby="admin-users-heading">
      <PanelTitle id="admin-users-heading">Users</PanelTitle>
      <div className="mt-3 grid max-w-sm gap-1.5">
        <Label htmlFor="admin-user-search">Search by username or e-mail</Label>
        <Input
          id="admin-user-search"
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {users.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {users.error instanceof Error ? users.error.message : 'Could not load users'}
        </p>
      )}
      {users.isLoading && (
        <p role="status" className="mt-3 text-sm text-zinc-500">
          Loading users…
        </p>
      )}
      {users.data && (
        // Four columns of names and e-mails do not fit a phone: the table scrolls in its own box.
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Users</caption>
            <thead className="text-zinc-600">
              <tr>
                <th className="py-1 font-medium">Username</th>
                <th className="py-1 font-medium">E-mail</th>
                <th className="py-1 font-medium">Admin</th>
                <th className="py-1 font-medium">Moderator</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {users.data.users.map((u) => (
                <tr key={u.id}>
                  <td className="py-2 font-medium text-zinc-900">{u.username}</td>
                  <td className="py-2 text-zinc-700">{u.email}</td>
                  {(['isAdmin', 'isModerator'] as const).map((role) => (
                    <td key={role} className="py-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand"
                        checked={u[role]}
                        disabled={!canEditRoles || toggle.isPending}
                        aria-label={`${role === 'isAdmin' ? 'Admin' : 'Moderator'}: ${u.username}`}
                        onChange={() => toggle.mutate({ user: u, role })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users.data && users.data.users.length === 0 && (
        <p className="mt-3 text-sm text-zinc-600">No user matches this search.</p>
      )}
      <div className="mt-3">
        <Pager page={page} pageCount={pages} onPage={setPage} label="User pages">
          {' '}
          ({total} users)
        </Pager>
      </div>
      {!canEditRoles && <p className="mt-2 text-xs text-zinc-600">Only admins can update user roles.</p>}
    </Panel>
  );
}
