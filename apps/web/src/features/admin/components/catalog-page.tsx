import type { AdminProduct } from '@marquee/core'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { useAdminProducts, usePublish } from '../api/admin-catalog'
import { useTaxonomy } from '../api/admin-taxonomy'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { MasterUploadPanel } from './master-upload-panel'
import { ProductForm } from './product-form'

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null

const price = (value: number) => `$${value.toFixed(2)}`

/** /admin/catalogue: every clip, published or not; create, edit, upload media, publish. */
export function CatalogPage() {
  const products = useAdminProducts()
  const taxonomy = useTaxonomy()
  const publish = usePublish()
  const [params] = useSearchParams()
  // ?edit=<id> (the dashboard's top clips) opens that clip's form.
  const [editing, setEditing] = useState<Editing>(() => {
    const id = Number(params.get('edit'))
    return Number.isInteger(id) && id > 0 ? { kind: 'edit', id } : null
  })
  const [mediaFor, setMediaFor] = useState<number | null>(null)

  if (products.isPending || taxonomy.isPending) return <Spinner label="Loading the catalogue" />
  if (products.isError || taxonomy.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
        {(products.error ?? taxonomy.error)?.message}
      </p>
    )
  }
  const byId = (id: number | null) => products.data.find((product) => product.id === id) ?? null
  const categoryOf = (id: number) =>
    taxonomy.data.categories.find((category) => category.id === id)?.title ?? '—'
  const mediaProduct = byId(mediaFor)
  const saved = (product: AdminProduct) => {
    setEditing(null)
    setMediaFor(product.id)
  }

  return (
    <>
      <AdminPageHeader
        title="Catalogue"
        description="Clips in the shop and drafts. A change shows in the shop and its search at once."
        actions={
          <button
            type="button"
            onClick={() => setEditing({ kind: 'new' })}
            className="h-11 rounded-full bg-amber-400 px-5 text-sm font-semibold text-zinc-950 shadow-sm hover:bg-amber-300"
          >
            New clip
          </button>
        }
      />
      <div className="mb-6 grid gap-6">
        {editing && (
          <ProductForm
            key={editing.kind === 'edit' ? editing.id : 'new'}
            product={editing.kind === 'edit' ? byId(editing.id) : null}
            taxonomy={taxonomy.data}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
        {mediaProduct && <MasterUploadPanel key={mediaProduct.id} product={mediaProduct} />}
      </div>
      {publish.isError && (
        <p role="alert" className="mb-4 rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {publish.error.message}
        </p>
      )}
      <AdminTable
        caption="Clips"
        empty="No clips yet."
        columns={['Clip', 'Category', 'Price', 'Stock', 'Shop', 'Actions']}
        rows={products.data.map((product) => ({
          key: product.id,
          cells: [
            <span key="title" className="flex min-w-64 items-center gap-3">
              {product.thumbImg ? (
                <img src={product.thumbImg} alt="" className="h-9 w-[72px] rounded object-cover" />
              ) : (
                <span className="h-9 w-[72px] rounded bg-zinc-200" aria-hidden="true" />
              )}
              <span>
                <span className="block font-semibold text-zinc-900">{product.title}</span>
                <span className="block text-xs text-zinc-600">{product.slug}</span>
              </span>
            </span>,
            <span key="category" className="whitespace-nowrap">
              {categoryOf(product.categoryId)}
            </span>,
            <span key="price" className="whitespace-nowrap">
              {price(product.price)}
              {product.oldPrice !== null && (
                <span className="block text-xs text-zinc-600">was {price(product.oldPrice)}</span>
              )}
            </span>,
            <span key="stock" className="whitespace-nowrap">
              {product.status === 'in-stock' ? `In stock (${product.quantity})` : 'Out of stock'}
            </span>,
            <span
              key="shop"
              className={
                product.published
                  ? 'rounded-full bg-emerald-100 px-2 py-1 text-xs font-semibold text-emerald-900'
                  : 'rounded-full bg-zinc-200 px-2 py-1 text-xs font-semibold text-zinc-800'
              }
            >
              {product.published ? 'Published' : 'Draft'}
            </span>,
            <span key="actions" className="flex min-w-60 flex-wrap gap-2">
              <button
                type="button"
                className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900"
                onClick={() => setEditing({ kind: 'edit', id: product.id })}
                aria-label={`Edit ${product.title}`}
              >
                Edit
              </button>
              <button
                type="button"
                className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900"
                onClick={() => setMediaFor(product.id)}
                aria-label={`Media of ${product.title}`}
              >
                Media
              </button>
              <Link
                to={`/admin/catalogue/${product.id}/personalisation`}
                className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900"
                aria-label={`Personalise ${product.title}`}
              >
                Personalise
              </Link>
              <button
                type="button"
                className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900 disabled:opacity-50"
                disabled={publish.isPending}
                onClick={() => publish.mutate({ id: product.id, published: !product.published })}
                aria-label={`${product.published ? 'Unpublish' : 'Publish'} ${product.title}`}
              >
                {product.published ? 'Unpublish' : 'Publish'}
              </button>
            </span>,
          ],
        }))}
      />
    </>
  )
}
