import type { CubeDetail, PostsResponse } from '@cubewright/core/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PenLine, Rss } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { CommentThread } from '../../comments/comment-thread';
import { CardPreviewProvider } from '../card-preview';
import { LoadError } from '../load-error';
import { useMarkdownRenderer } from '../whitepaper/lazy-markdown';
import { PostPage } from './post-page';
import { PostForm, PostView, postsKey, postsUrl } from './post-view';

// The cube's blog tab: posts and changelog posts newest first, each leading to its own page, then the
// cube's own discussion; /cubes/{id}/blog/{postId} shows one post with its thread (post-page.tsx).
// Owner and editors write; the server says who may (canPost, canEdit).

/** The blog tab of a cube. */
export default function BlogTab({ cube }: { cube: CubeDetail }) {
  const { postId } = useParams();
  if (postId) return <PostPage cubeId={cube.id} postId={postId} />;
  return <PostList cube={cube} />;
}

function PostList({ cube }: { cube: CubeDetail }) {
  const [writing, setWriting] = useState(false);
  const posts = useInfiniteQuery({
    queryKey: postsKey(cube.id),
    queryFn: ({ pageParam }) =>
      api<PostsResponse>(
        pageParam ? `${postsUrl(cube.id)}?before=${encodeURIComponent(pageParam)}` : postsUrl(cube.id),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const rendererReady = useMarkdownRenderer();
  if (posts.isLoading || (posts.data && !rendererReady)) {
    return (
      <div role="status" className="flex items-center gap-2 p-6 text-zinc-700">
        <Spinner /> Loading the blog...
      </div>
    );
  }
  if (!posts.data)
    return <LoadError what="the blog" error={posts.error} retry={() => void posts.refetch()} />;
  const list = posts.data.pages.flatMap((p) => p.posts);
  const canPost = posts.data.pages[0]?.canPost ?? false;
  return (
    <CardPreviewProvider>
      <div className="grid gap-6">
        <section aria-labelledby="blog-heading" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="blog-heading" className="text-lg font-semibold">
              Blog
            </h2>
            <div className="flex flex-wrap gap-2">
              {cube.visibility !== 'private' && (
                <Button asChild size="sm" variant="ghost">
                  <a href={`/api/cubes/${encodeURIComponent(cube.id)}/feed.atom`} type="application/atom+xml">
                    <Rss className="size-4" aria-hidden="true" /> Atom feed
                  </a>
                </Button>
              )}
              {canPost && !writing && (
                <Button size="sm" onClick={() => setWriting(true)}>
                  <PenLine className="size-4" aria-hidden="true" /> Write a post
                </Button>
              )}
            </div>
          </div>
          {writing && <PostForm cubeId={cube.id} onDone={() => setWriting(false)} />}
          {list.length === 0 ? (
            <p className="rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-center text-zinc-700">
              No posts yet.
            </p>
          ) : (
            <ol className="grid gap-4" aria-label="Posts">
              {list.map((post) => (
                <li key={post.id}>
                  <PostView post={post} />
                </li>
              ))}
            </ol>
          )}
          {posts.hasNextPage && (
            <div>
              <Button
                variant="outline"
                disabled={posts.isFetchingNextPage}
                onClick={() => void posts.fetchNextPage()}
              >
                Older posts
              </Button>
            </div>
          )}
        </section>
        <section id="discussion" className="rounded-lg border border-zinc-200 bg-white p-5">
          <CommentThread target={{ kind: 'cube', id: cube.id }} title="Discussion" />
        </section>
      </div>
    </CardPreviewProvider>
  );
}
