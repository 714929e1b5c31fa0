import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { Link } from 'react-router'
import { LoopingClip } from '@/components/ui/looping-clip'
import { Price } from '@/components/ui/price'
import { Stars } from '@/components/ui/stars'
import { QUICK_VIEW_MODAL, useUiStore } from '@/stores/ui-store'
import { AddToCartButton } from './add-to-cart-button'
import { ClipFactsList } from './clip-facts-list'
import { ProductBadges } from './product-badges'

/** docs/requirements.md §2: shown only while both a modal id and a product are set. */
export function QuickViewModal() {
  const modalId = useUiStore((state) => state.modalId)
  const product = useUiStore((state) => state.modalProduct)
  const closeModal = useUiStore((state) => state.closeModal)
  const open = modalId === QUICK_VIEW_MODAL && product !== null
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeModal()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        {product && (
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl">
            <div className="grid md:grid-cols-2">
              <div className="relative flex items-center bg-zinc-950 p-4 pt-14 md:pt-4">
                <LoopingClip
                  src={product.videoLink}
                  poster={product.img}
                  label={`${product.title} preview`}
                  className="aspect-[2/1] w-full rounded-lg bg-black object-cover"
                />
                <div className="absolute top-6 left-6">
                  <ProductBadges product={product} />
                </div>
              </div>
              <div className="flex flex-col gap-3 p-6">
                <Dialog.Title className="pr-8 text-2xl font-extrabold">
                  {product.title}
                </Dialog.Title>
                <div className="flex items-center gap-2 text-sm text-zinc-600">
                  <Stars rating={product.rating} />
                  <span>({product.reviews.length} reviews)</span>
                </div>
                <Price
                  price={product.price}
                  oldPrice={product.old_price}
                  className="text-2xl text-zinc-900"
                />
                <Dialog.Description className="text-zinc-600">{product.sm_desc}</Dialog.Description>
                <ClipFactsList facts={product.clip_facts} />
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <AddToCartButton product={product} />
                  <Link
                    to={`/shop/shop-details/${product.id}`}
                    className="text-sm font-semibold text-amber-800 hover:underline"
                  >
                    View full details
                  </Link>
                </div>
              </div>
            </div>
            <Dialog.Close
              aria-label="Close quick view"
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-white text-zinc-900 shadow hover:bg-zinc-100"
            >
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  )
}
