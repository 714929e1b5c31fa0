import type { CartFormData } from '@marquee/core'
import { UPLOADS_PREFIX } from './logo-key.ts'
import { ownLogoType, readOwnUpload, type UploadedLogos } from './uploaded-logo.ts'

/** An order's logo as the back office shows it: the key and where this server serves it. */
export interface OrderLogo {
  key: string
  path: string
}

/**
 * Each cart line's logo, checked as the customer's own upload before the line becomes an
 * order (bytes and all, as a Submit Order's is); only a customised line keeps one. 400 naming
 * the line's field.
 */
export async function checkedLineLogos(
  logos: UploadedLogos,
  customerId: string,
  forms: ReadonlyArray<CartFormData | undefined>,
): Promise<Array<string | null>> {
  return Promise.all(
    forms.map(async (form, index) => {
      if (!form?.logoKey) return null
      await readOwnUpload(logos, customerId, form.logoKey, `lines.${index}.formData.logoKey`, 0)
      return form.customization === 'yes' ? form.logoKey : null
    }),
  )
}

/** The key in a logo address this store served (`…/uploads/<key>`), whatever its host. */
function keyInAddress(address: string): string | null {
  try {
    const { pathname } = new URL(address)
    return pathname.startsWith(UPLOADS_PREFIX) ? pathname.slice(UPLOADS_PREFIX.length) : null
  } catch {
    return null
  }
}

const LOGO_LINE = /^Logo URL: (\S+)\s*$/m

interface LogoFacts {
  userId: string
  logoKey: string | null
  options: unknown
  customizationRequests: string
}

/**
 * The order's logo: its own field, or on an order written before it had one (migration
 * 0035), the address kept in options.logoUrl or the comments' "Logo URL:" line. Only a key
 * under the customer's own logos is shown: the comments are free text, and another address
 * (anyone's picture, anywhere) is no upload of theirs.
 */
export function orderLogo(order: LogoFacts): OrderLogo | null {
  const saved = (order.options as { logoUrl?: unknown } | null)?.logoUrl
  const address =
    typeof saved === 'string' ? saved : order.customizationRequests.match(LOGO_LINE)?.[1]
  const key = order.logoKey ?? (address ? keyInAddress(address) : null)
  if (!key || !ownLogoType(order.userId, key)) return null
  return { key, path: `${UPLOADS_PREFIX}${key}` }
}
