import { ShieldAlert } from 'lucide-react';
import { AnnouncementComposer } from '../features/admin/announcement-composer';
import { CommentsPanel } from '../features/admin/comments-panel';
import { FeaturedPanel } from '../features/admin/featured-panel';
import { HiddenPanel } from '../features/admin/hidden-panel';
import { UsersPanel } from '../features/admin/users-panel';
import { useSession } from '../lib/session';

/** /admin: users and roles, announcements, featured and hidden cubes, for admins and moderators. */
export default function AdminPage() {
  const { data: session } = useSession();
  const user = session?.user;
  if (!user?.isAdmin && !user?.isModerator) {
    return (
      <div
        className="mx-auto max-w-xl rounded-lg border border-zinc-200 bg-white p-6 text-center"
        role="alert"
      >
        <ShieldAlert className="mx-auto size-8 text-zinc-500" aria-hidden="true" />
        <h1 className="mt-2 text-xl font-semibold">Admins only</h1>
        <p className="mt-1 text-zinc-600">
          The admin area is for admins and moderators. Only admins can update user roles.
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Admin</h1>
        <p className="mt-1 text-zinc-600">
          Signed in as {user.username} ({user.isAdmin ? 'admin' : 'moderator'}).
        </p>
      </div>
      <UsersPanel canEditRoles={user.isAdmin} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        {user.isAdmin && <AnnouncementComposer />}
        <FeaturedPanel />
        <HiddenPanel />
        <CommentsPanel />
      </div>
    </div>
  );
}
