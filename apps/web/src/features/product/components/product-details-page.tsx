import { type PersonalizationTemplate, type Product, productMeta } from '@marquee/core'
import { Navigate, useParams } from 'react-router'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { Spinner } from '@/components/ui/spinner'
import { isMissingProduct, useProductDetails, useProducts } from '@/features/catalog'
import { usePageMeta } from '@/hooks/use-page-meta'
import { ProductView } from './product-view'

interface Lookup {
  product: Product | undefined
  /** The clip's personalisation template; null when it has none (or came from the list). */
  personalization: PersonalizationTemplate | null
  pending: boolean
  missing: boolean
}

/** /shop/shop-details/:id, or without an id the first product of the list (docs/requirements.md §2). */
function useShownProduct(id: string | undefined): Lookup {
  const details = useProductDetails(id ?? '', id !== undefined)
  const list = useProducts(id === undefined)
  if (id !== undefined) {
    const missing = details.isError && isMissingProduct(details.error)
    return {
      product: details.data,
      personalization: details.data?.personalization ?? null,
      pending: details.isPending,
      missing,
    }
  }
  return {
    product: list.data?.[0],
    personalization: null,
    pending: list.isPending,
    missing: list.isSuccess && !list.data[0],
  }
}

export function ProductDetailsPage() {
  const { id } = useParams()
  const { product, personalization, pending, missing } = useShownProduct(id)
  usePageMeta(product ? productMeta(product) : undefined)
  if (missing) return <Navigate to="/404" replace />
  return (
    <>
      <BreadcrumbBanner
        title="Product Details"
        trail={[
          { label: 'Shop', to: '/shop' },
          ...(product
            ? [
                {
                  label: product.category,
                  to: `/shop?${new URLSearchParams({ category: product.parentCategory, subcategory: product.category })}`,
                },
              ]
            : []),
        ]}
      />
      {pending && (
        // Holds the product view's place, so the footer stays below the fold and does not
        // jump down when the clip arrives.
        <div className="min-h-dvh">
          <Spinner label="Loading the clip" />
        </div>
      )}
      {product && <ProductView product={product} personalization={personalization} />}
      {!pending && !product && !missing && (
        <p className="py-16 text-center text-zinc-600">
          This clip could not be loaded. Please try again later.
        </p>
      )}
    </>
  )
}
