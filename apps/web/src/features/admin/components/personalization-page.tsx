import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { useAdminPersonalization, useAdminProduct } from '../api/admin-personalization'
import { AdminPageHeader } from './admin-page-header'
import { TemplateEditor } from './template-editor'

/** /admin/catalogue/:id/personalisation: the texts a customer may put on this clip. */
export function PersonalizationPage() {
  const id = Number(useParams().id)
  const product = useAdminProduct(id)
  const personalization = useAdminPersonalization(id)

  if (product.isPending || personalization.isPending) {
    return <Spinner label="Loading the clip's personalisation" />
  }
  if (product.isError || personalization.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
        {(product.error ?? personalization.error)?.message}
      </p>
    )
  }
  const { clip } = personalization.data
  return (
    <>
      <Link
        to="/admin/catalogue"
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-zinc-700 hover:text-zinc-950"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Catalogue
      </Link>
      <AdminPageHeader
        title={`Personalisation of “${product.data.title}”`}
        description={
          clip
            ? `The text fields and the logo slot customers fill in, drawn over the ${clip.width}x${clip.height} clip. Saved changes show on its product page at once.`
            : 'The clip has not been probed yet, so its length is unknown: times are checked once it is.'
        }
      />
      <TemplateEditor
        productId={id}
        title={product.data.title}
        poster={product.data.img}
        current={personalization.data}
      />
    </>
  )
}
