import type { AdminProduct } from '@marquee/core'
import { ArrowLeft } from 'lucide-react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { notify } from '@/lib/notify'
import { useAdminProducts } from '../api/admin-catalog'
import { useTaxonomy } from '../api/admin-taxonomy'
import { AdminPageHeader } from './admin-page-header'
import { MasterUploadPanel } from './master-upload-panel'
import { ProductForm } from './product-form'
import { PublishButton } from './publish-button'

/** Where "Back to the catalogue" leads: the list as it was filtered when the clip was opened. */
function useCatalogueLink(): string {
  const from = (useLocation().state as { catalogue?: unknown } | null)?.catalogue
  return typeof from === 'string' && from.startsWith('/admin/catalogue') ? from : '/admin/catalogue'
}

/**
 * /admin/catalogue/new and /admin/catalogue/:id: a clip's form on its own page, so it opens
 * where the owner is looking whichever row they chose; its master video below once it exists.
 */
export function ClipEditPage() {
  const { id } = useParams()
  const navigate = useNavigate()
  const back = useCatalogueLink()
  const products = useAdminProducts()
  const taxonomy = useTaxonomy()
  const isNew = id === undefined

  if (products.isPending || taxonomy.isPending) return <Spinner label="Loading the clip" />
  if (products.isError || taxonomy.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
        {(products.error ?? taxonomy.error)?.message}
      </p>
    )
  }
  const product = isNew ? null : (products.data.find((item) => String(item.id) === id) ?? null)
  const backLink = (
    <Link
      to={back}
      className="inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-zinc-700 ring-1 ring-zinc-300 hover:ring-zinc-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to the catalogue
    </Link>
  )
  if (!isNew && !product) {
    return (
      <>
        <AdminPageHeader title="Clip not found" actions={backLink} />
        <p className="rounded-xl bg-white p-6 text-zinc-600 ring-1 ring-zinc-200">
          No clip has the number {id}. It may have been deleted.
        </p>
      </>
    )
  }

  const saved = (result: AdminProduct) => {
    if (isNew) {
      notify('success', `“${result.title}” created as a draft. Upload its master video next.`)
      navigate(`/admin/catalogue/${result.id}`, { replace: true, state: { catalogue: back } })
    } else {
      notify('success', `Saved “${result.title}”.`)
    }
  }

  return (
    <>
      <AdminPageHeader
        title={product ? product.title : 'New clip'}
        description={
          product
            ? `${product.published ? 'Published' : 'Draft'} · /shop/shop-details/${product.id}`
            : 'A new clip starts as a draft; publish it from the list when its media is ready.'
        }
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {product && <PublishButton product={product} large />}
            {backLink}
          </div>
        }
      />
      <div className="grid gap-6">
        <ProductForm
          key={product?.id ?? 'new'}
          product={product}
          taxonomy={taxonomy.data}
          onSaved={saved}
          onCancel={() => navigate(back)}
        />
        {product && <MasterUploadPanel key={product.id} product={product} />}
      </div>
    </>
  )
}
