import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useRestoredCart } from '../api/restore-cart'
import { restoreCartLines } from '../stores/restore-cart-lines'

/** The server names the field (`token: …`); the shopper reads the sentence. */
const withoutField = (message: string) => message.replace(/^token: /, '')

/**
 * /shop/cart?restore=TOKEN, the link of an abandoned-checkout reminder: fills the cart from it
 * once, then leaves the token out of the address. A link that does not work says why and
 * leaves the cart as it was.
 */
export function CartRestore() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const token = useRef(params.get('restore')).current
  const restored = useRestoredCart(token)
  const applied = useRef(false)

  useEffect(() => {
    if (!restored.data || applied.current) return
    applied.current = true
    restoreCartLines(restored.data)
  }, [restored.data])

  useEffect(() => {
    if (token !== null && !restored.isPending) navigate('/shop/cart', { replace: true })
  }, [token, restored.isPending, navigate])

  if (token !== null && restored.isPending) {
    return (
      <p role="status" className="mb-6 text-sm text-zinc-700">
        Restoring your cart…
      </p>
    )
  }
  if (!restored.error) return null
  return (
    <p
      role="alert"
      className="mb-6 rounded-2xl bg-rose-50 p-4 text-sm font-semibold text-rose-800 ring-1 ring-rose-200"
    >
      Your cart could not be restored: {withoutField(restored.error.message)}
    </p>
  )
}
