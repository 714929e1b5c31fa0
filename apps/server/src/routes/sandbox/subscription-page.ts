import { formatPrice, toDollars } from '@marquee/core'
import type { PlanOnSale, SandboxSubscription } from '../../services/payments/sandbox-portal.ts'
import { escapeHtml } from './checkout-page.ts'

const button = (token: string, action: string, label: string, extra = '') =>
  `<form method="post" action="/sandbox/subscription/${action}"><input type="hidden" name="token" value="${escapeHtml(token)}">${extra}<button type="submit">${escapeHtml(label)}</button></form>`

/** The sandbox's stand-in for Stripe's Customer Portal. */
export function subscriptionBody(
  token: string,
  row: SandboxSubscription | undefined,
  allPlans: PlanOnSale[],
  returnUrl: string,
): string {
  const back = `<p><a href="${escapeHtml(returnUrl)}">Back to your account</a></p>`
  if (!row)
    return `<h1>Your subscription</h1><section><p>No active subscription.</p></section>${back}`
  const plan = allPlans.find((candidate) => candidate.providerPriceId === row.priceId)
  const name = plan?.id ?? 'Unknown plan'
  const end = row.currentPeriodEnd.toUTCString().slice(0, 16)
  const others = allPlans.filter((candidate) => candidate.providerPriceId && candidate !== plan)
  return `<h1>Your subscription</h1>
<section><p><strong>${escapeHtml(name)}</strong>${plan ? ` · ${formatPrice(toDollars(plan.priceCents))} a month` : ''}</p>
<p>Status: ${escapeHtml(row.status)}${row.cancelAtPeriodEnd ? ` · ends on ${end}` : ` · renews on ${end}`}</p></section>
<section>
${row.cancelAtPeriodEnd ? button(token, 'resume', 'Resume subscription') : button(token, 'cancel', 'Cancel at the end of the period')}
${others.map((other) => button(token, 'switch', `Switch to ${other.id}`, `<input type="hidden" name="plan" value="${escapeHtml(other.id)}">`)).join('\n')}
${button(token, 'advance', 'Advance to the next billing period (test)')}
</section>${back}`
}
