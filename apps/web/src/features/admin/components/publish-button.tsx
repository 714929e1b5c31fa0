import type { AdminProduct } from '@marquee/core'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/notify'
import { usePublish } from '../api/admin-catalog'

/** Shows a clip in the shop or takes it back to a draft, and says which it did (or why not). */
export function PublishButton({
  product,
  large = false,
}: {
  product: AdminProduct
  /** As tall as the page header's other buttons, rather than a row's small one. */
  large?: boolean
}) {
  const publish = usePublish()
  const toggle = () =>
    publish.mutate(
      { id: product.id, published: !product.published },
      {
        onSuccess: (saved) =>
          notify(
            'success',
            saved.published
              ? `“${saved.title}” is in the shop.`
              : `“${saved.title}” is a draft again; the shop no longer shows it.`,
          ),
        onError: (error) => notify('error', error.message, `Could not change “${product.title}”`),
      },
    )
  return (
    <button
      type="button"
      className={cn(
        'rounded-full text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900 disabled:opacity-50',
        large ? 'h-11 px-5' : 'px-3 py-1',
      )}
      disabled={publish.isPending}
      onClick={toggle}
      aria-label={`${product.published ? 'Unpublish' : 'Publish'} ${product.title}`}
    >
      {product.published ? 'Unpublish' : 'Publish'}
    </button>
  )
}
