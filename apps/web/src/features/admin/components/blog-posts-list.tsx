import { useState } from 'react'
import { notify } from '@/lib/notify'
import { useBlogPosts, useDeleteBlogPost } from '../api/admin-content'
import { WhenLoaded } from './admin-list-page'
import { AdminTable } from './admin-table'
import { BlogPostEditor } from './blog-post-editor'
import { ConfirmDialog } from './confirm-dialog'

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/** The blog's posts under the pages: write, edit, hide (unpublish) or delete one. */
export function BlogPostsList() {
  const posts = useBlogPosts()
  const remove = useDeleteBlogPost()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null)
  const editable = posts.data?.find((post) => post.id === editing) ?? null

  const erase = async ({ id, title }: { id: number; title: string }) => {
    setDeleting(null)
    try {
      await remove.mutateAsync(id)
      notify('success', `Deleted the post “${title}”.`)
    } catch (error) {
      notify('error', (error as Error).message, 'Could not delete the post')
    }
  }

  const button =
    'rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900'
  return (
    <section aria-labelledby="blog-posts" className="mt-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="blog-posts" className="text-lg font-bold text-zinc-900">
          Blog posts
        </h2>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="h-11 rounded-full bg-amber-400 px-5 text-sm font-semibold text-zinc-950 shadow-sm hover:bg-amber-300"
        >
          New post
        </button>
      </div>
      {editing !== null && (
        <BlogPostEditor key={editing} post={editable} onDone={() => setEditing(null)} />
      )}
      <WhenLoaded query={posts} loadingLabel="Loading the posts">
        {(data) => (
          <AdminTable
            caption="Blog posts"
            empty="No posts yet."
            columns={['Post', 'Author', 'Dated', 'State', 'Actions']}
            rows={data.map((post) => ({
              key: post.id,
              cells: [
                <span key="title" className="block min-w-48 font-semibold text-zinc-900">
                  {post.title}
                </span>,
                post.author,
                day(post.publishedAt),
                post.published ? 'Published' : 'Hidden',
                <span key="actions" className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => setEditing(post.id)}
                    aria-label={`Edit ${post.title}`}
                    className={button}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => setDeleting({ id: post.id, title: post.title })}
                    aria-label={`Delete ${post.title}`}
                    className={button}
                  >
                    Delete
                  </button>
                </span>,
              ],
            }))}
          />
        )}
      </WhenLoaded>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this post?"
        confirmLabel="Delete the post"
        keepLabel="Keep it"
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void erase(deleting)}
      >
        “{deleting?.title}” leaves the blog and the sitemap at once. The audit log keeps its words.
      </ConfirmDialog>
    </section>
  )
}
