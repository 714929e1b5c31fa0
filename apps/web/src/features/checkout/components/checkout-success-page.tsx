import { formatPrice } from '@marquee/core'
import { Link, useSearchParams } from 'react-router'
import { BreadcrumbBanner } from '@/components/breadcrumb-banner'
import { buttonClass } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/container'
import { Spinner } from '@/components/ui/spinner'
import { PaidFiles } from '@/features/downloads'
import { isReadyAtOnce, OrderList } from '@/features/orders'
import { useCheckoutSession } from '../api/get-checkout-session'
import { CheckoutOutcome } from './checkout-outcome'
import { useSettledPayment } from './use-settled-payment'

function Unknown({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 text-center">
      <h2 className="text-2xl font-bold text-zinc-900">We could not find this checkout</h2>
      <p className="max-w-md text-zinc-700">{message}</p>
      <Link to="/shop/cart" className={buttonClass('dark')}>
        Back to cart
      </Link>
    </div>
  )
}

function CheckoutSummary({ id }: { id: string }) {
  const session = useCheckoutSession(id)
  useSettledPayment(session.data)
  if (session.isPending) return <Spinner label="Looking up your payment" />
  if (session.isError) return <Unknown message={session.error.message} />
  const { status, kind, orders, amount } = session.data
  const unpaid = status === 'expired' || status === 'failed'
  return (
    <div className="flex flex-col gap-8">
      <CheckoutOutcome status={status} kind={kind} />
      {status === 'complete' && kind === 'cart' && (
        <PaidFiles orders={orders.filter(isReadyAtOnce)} />
      )}
      {orders.length > 0 && (
        <section aria-labelledby="checkout-orders" className="rounded-2xl bg-zinc-50 p-5 sm:p-6">
          <div className="mb-4 flex items-baseline justify-between gap-4">
            <h3 id="checkout-orders" className="font-bold text-zinc-900">
              {orders.length === 1 ? 'Your order' : `Your ${orders.length} orders`}
            </h3>
            <p className="text-sm text-zinc-600">
              Total <span className="font-bold text-zinc-900">{formatPrice(amount)}</span>
            </p>
          </div>
          <OrderList orders={orders} />
        </section>
      )}
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {unpaid ? (
          <Link to="/shop/cart" className={buttonClass('primary', 'lg')}>
            Back to cart
          </Link>
        ) : (
          <Link to="/pages/account" className={buttonClass('dark', 'lg')}>
            View your account
          </Link>
        )}
        <Link to="/shop" className={buttonClass('outline', 'lg')}>
          Continue shopping
        </Link>
      </div>
    </div>
  )
}

/** Where the hosted checkout returns after paying: waits until the payment is confirmed. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams()
  const id = params.get('session_id')
  return (
    <>
      <BreadcrumbBanner title="Checkout" trail={[{ label: 'Cart', to: '/shop/cart' }]} />
      <Container className="max-w-3xl py-12 sm:py-16">
        <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-zinc-200 sm:p-10">
          {id ? (
            <CheckoutSummary id={id} />
          ) : (
            <Unknown message="The link has no checkout in it. Your cart is as you left it." />
          )}
        </section>
      </Container>
    </>
  )
}
