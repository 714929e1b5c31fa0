import { formatPrice, type OrderFormData } from '@marquee/core'
import type { LinePrice } from '../lib/price-cart'

/** docs/requirements.md §2: the customisation extra only when customization is 'yes', rush only when rushOrder is. */
export function CustomizationCell({
  formData,
  price,
}: {
  formData: OrderFormData | undefined
  price: LinePrice
}) {
  const customized = formData?.customization === 'yes'
  const rush = formData?.rushOrder === 'yes'
  return (
    <div className="flex flex-col gap-1">
      {customized && <span>Customization +{formatPrice(price.customization)}</span>}
      {rush && <span>Rush order +{formatPrice(price.rush)}</span>}
      {!customized && !rush && <span className="text-zinc-600">None</span>}
      {formData && (
        <span className="text-xs text-zinc-600">
          {formData.fileType.toUpperCase()} · {formData.dimensions.width} ×{' '}
          {formData.dimensions.height} px
        </span>
      )}
    </div>
  )
}
