import { Link } from 'react-router'
import { useContentPages } from '../api/admin-content'
import { WhenLoaded } from './admin-list-page'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { BlogPostsList } from './blog-posts-list'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** /admin/content: the shop's own pages (about, FAQ, policies), each opened to edit, and the blog. */
export function ContentPagesPage() {
  const pages = useContentPages()
  return (
    <>
      <AdminPageHeader
        title="Content"
        description="The shop's own pages and its blog, written in Markdown. A save shows on the shop at once."
      />
      <WhenLoaded query={pages} loadingLabel="Loading the pages">
        {(data) => (
          <AdminTable
            caption="Pages"
            empty="No pages."
            columns={['Page', 'Address', 'State', 'Last saved', 'Actions']}
            rows={data.map((page) => ({
              key: page.slug,
              cells: [
                <span key="title" className="font-semibold text-zinc-900">
                  {page.title}
                </span>,
                <a key="path" href={page.path} className="text-amber-800 underline">
                  {page.path}
                </a>,
                <span
                  key="state"
                  className={
                    page.published
                      ? 'rounded-full bg-emerald-100 px-2 py-1 text-xs font-semibold text-emerald-900'
                      : 'rounded-full bg-zinc-200 px-2 py-1 text-xs font-semibold text-zinc-800'
                  }
                >
                  {page.published ? 'Published' : 'Hidden'}
                </span>,
                <span key="saved" className="block min-w-40">
                  {when(page.updatedAt)}
                  {page.updatedBy && <span className="block text-zinc-600">{page.updatedBy}</span>}
                </span>,
                <Link
                  key="edit"
                  to={`/admin/content/${page.slug}`}
                  aria-label={`Edit ${page.title}`}
                  className="inline-block rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900"
                >
                  Edit
                </Link>,
              ],
            }))}
          />
        )}
      </WhenLoaded>
      <BlogPostsList />
    </>
  )
}
