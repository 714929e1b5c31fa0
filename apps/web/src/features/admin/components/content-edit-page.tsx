import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { useContentPageDraft, useSaveContentPage } from '../api/admin-content'
import { WhenLoaded } from './admin-list-page'
import { AdminPageHeader } from './admin-page-header'
import { ContentEditor } from './content-editor'
import { ContentHistory } from './content-history'

/** /admin/content/:slug: one page's editor, then its history. */
export function ContentEditPage() {
  const slug = useParams().slug ?? ''
  const page = useContentPageDraft(slug)
  const save = useSaveContentPage(slug)
  return (
    <>
      <Link
        to="/admin/content"
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-amber-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All pages
      </Link>
      <WhenLoaded query={page} loadingLabel="Loading the page">
        {(data) => (
          <>
            <AdminPageHeader
              title={`Edit ${data.title}`}
              description={`Shown at ${data.path}. Write in Markdown; the preview shows the page as the shop will.`}
            />
            {/* A save or a restore brings new words: the editor starts again from them. */}
            <ContentEditor key={data.updatedAt} page={data} />
            <ContentHistory
              path={`pages/${slug}`}
              busy={save.isPending}
              onRestore={({ title, body, published }) =>
                save.mutateAsync({ title, body, published })
              }
            />
          </>
        )}
      </WhenLoaded>
    </>
  )
}
