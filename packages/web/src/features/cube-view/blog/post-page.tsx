import type { PostResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { CardPreviewProvider } from '../card-preview';
import { LoadError } from '../load-error';
import { useMarkdownRenderer } from '../whitepaper/lazy-markdown';
import { PostView, postsKey, postsUrl } from './post-view';

// /cubes/{id}/blog/{postId}: one post with its comments open under it, where a reader arriving from a
// notification (#comment-<id>) finds the comment, and where a new comment goes under the post.

export function PostPage({ cubeId, postId }: { cubeId: string; postId: string }) {
  const post = useQuery({
    queryKey: [...postsKey(cubeId), postId],
    queryFn: () => api<PostResponse>(`${postsUrl(cubeId)}/${encodeURIComponent(postId)}`),
  });
  const rendererReady = useMarkdownRenderer();
  return (
    <CardPreviewProvider>
      <div className="grid gap-4">
        <Link
          to={`/cubes/${encodeURIComponent(cubeId)}/blog`}
          className="inline-flex items-center gap-1 justify-self-start text-sm text-brand-dark underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> All posts
        </Link>
        {post.isLoading || (post.data && !rendererReady) ? (
          <div role="status" className="flex items-center gap-2 p-6 text-zinc-700">
            <Spinner /> Loading the post...
          </div>
        ) : post.data ? (
          <PostView post={post.data.post} single />
        ) : (
          <LoadError what="the post" error={post.error} retry={() => void post.refetch()} />
        )}
      </div>
    </CardPreviewProvider>
  );
}
