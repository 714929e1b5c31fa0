import type { AdminProduct } from '@marquee/core'
import { Link, useLocation, useSearchParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { useAdminProducts } from '../api/admin-catalog'
import { useTaxonomy } from '../api/admin-taxonomy'
import {
  type CatalogueFilter,
  catalogueFilterParams,
  filterCatalogue,
  isFiltered,
  readCatalogueFilter,
} from '../lib/catalogue-filter'
import { AdminPageHeader } from './admin-page-header'
import { AdminTable } from './admin-table'
import { CatalogueFilters } from './catalogue-filters'
import { PublishButton } from './publish-button'

const price = (value: number) => `$${value.toFixed(2)}`
const action =
  'rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900'

/** /admin/catalogue: every clip, published or not, searched and filtered; each opens on its own page. */
export function CatalogPage() {
  const products = useAdminProducts()
  const taxonomy = useTaxonomy()
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  // The clip's page leads back to the list as filtered now.
  const fromHere = { catalogue: `${location.pathname}${location.search}` }

  if (products.isPending || taxonomy.isPending) return <Spinner label="Loading the catalogue" />
  if (products.isError || taxonomy.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
        {(products.error ?? taxonomy.error)?.message}
      </p>
    )
  }
  const filter = readCatalogueFilter(params)
  const setFilter = (next: CatalogueFilter) =>
    setParams(catalogueFilterParams(next), { replace: true })
  const shown = filterCatalogue(products.data, taxonomy.data, filter)
  const categoryOf = (id: number) =>
    taxonomy.data.categories.find((category) => category.id === id)?.title ?? '—'

  return (
    <>
      <AdminPageHeader
        title="Catalogue"
        description="Clips in the shop and drafts. A change shows in the shop and its search at once."
        actions={
          <Link
            to="/admin/catalogue/new"
            state={fromHere}
            className="inline-flex h-11 items-center rounded-full bg-amber-400 px-5 text-sm font-semibold text-zinc-950 shadow-sm hover:bg-amber-300"
          >
            New clip
          </Link>
        }
      />
      <CatalogueFilters filter={filter} taxonomy={taxonomy.data} onChange={setFilter} />
      <p role="status" className="mb-3 flex items-center gap-3 text-sm text-zinc-600">
        {isFiltered(filter)
          ? `${shown.length} of ${products.data.length} clips match.`
          : `${products.data.length} clips.`}
        {isFiltered(filter) && (
          <button
            type="button"
            onClick={() => setParams(new URLSearchParams(), { replace: true })}
            className="font-semibold text-amber-800 underline"
          >
            Clear filters
          </button>
        )}
      </p>
      <AdminTable
        caption="Clips"
        empty={isFiltered(filter) ? 'No clips match these filters.' : 'No clips yet.'}
        columns={['Clip', 'Category', 'Price', 'Stock', 'Shop', 'Actions']}
        rows={shown.map((product: AdminProduct) => ({
          key: product.id,
          cells: [
            <span key="title" className="flex min-w-64 items-center gap-3">
              {product.thumbImg ? (
                <img src={product.thumbImg} alt="" className="h-9 w-[72px] rounded object-cover" />
              ) : (
                <span className="h-9 w-[72px] rounded bg-zinc-200" aria-hidden="true" />
              )}
              <span>
                <Link
                  to={`/admin/catalogue/${product.id}`}
                  state={fromHere}
                  className="block font-semibold text-zinc-900 hover:text-amber-800 hover:underline"
                >
                  {product.title}
                </Link>
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
              <Link
                to={`/admin/catalogue/${product.id}`}
                state={fromHere}
                className={action}
                aria-label={`Edit ${product.title}`}
              >
                Edit
              </Link>
              <Link
                to={`/admin/catalogue/${product.id}/personalisation`}
                className={action}
                aria-label={`Personalise ${product.title}`}
              >
                Personalise
              </Link>
              <PublishButton product={product} />
            </span>,
          ],
        }))}
      />
    </>
  )
}
