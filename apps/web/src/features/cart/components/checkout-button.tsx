import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'

/** Leads to the checkout page until card payment starts from here. */
export function CheckoutButton({ disabled }: { disabled: boolean }) {
  const navigate = useNavigate()
  return (
    <Button
      size="lg"
      disabled={disabled}
      onClick={() => navigate('/pages/checkout')}
      className="w-full"
    >
      Checkout with Stripe
    </Button>
  )
}
