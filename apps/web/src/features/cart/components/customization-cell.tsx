import { type CartFormData, describePersonalization, formatPrice } from '@marquee/core'
import type { LinePrice } from '../lib/price-cart'

/**
 * docs/requirements.md §2: the customisation extra only when customization is 'yes', rush only
 * when rushOrder is; a personalised clip's texts with the customisation fee they cost.
 */
export function CustomizationCell({
  formData,
  price,
}: {
  formData: CartFormData | undefined
  price: LinePrice
}) {
  const customized = formData?.customization === 'yes'
  const rush = formData?.rushOrder === 'yes'
  const personal = describePersonalization(formData?.personalization)
  return (
    <div className="flex flex-col gap-1">
      {customized && <span>Customization +{formatPrice(price.customization)}</span>}
      {personal && (
        <span>
          Personalised <span className="font-semibold text-zinc-900">{personal}</span> +
          {formatPrice(price.customization)}
        </span>
      )}
      {rush && <span>Rush order +{formatPrice(price.rush)}</span>}
      {!customized && !rush && !personal && <span className="text-zinc-600">None</span>}
      {formData && (
        <span className="text-xs text-zinc-600">
          {formData.fileType.toUpperCase()} · {formData.dimensions.width} ×{' '}
          {formData.dimensions.height} px
        </span>
      )}
    </div>
  )
}
