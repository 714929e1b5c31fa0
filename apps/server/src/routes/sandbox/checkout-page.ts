import { formatPrice, toDollars } from '@marquee/core'
import type { SandboxLineItem } from '../../services/payments/sandbox-events.ts'

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export interface CheckoutPageView {
  id: string
  status: 'open' | 'complete' | 'expired'
  amountCents: number
  customerEmail: string
  lineItems: SandboxLineItem[]
  error?: string | undefined
}

/** The store's dark look, as on /dev/mailbox; served with a per-response nonce. */
export function sandboxPage(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Marquee sandbox</title>
<style nonce="${nonce}">
  body { margin: 0 auto; max-width: 32rem; padding: 2rem 1rem; background: #09090b; color: #f4f4f5; font: 16px/1.5 system-ui, sans-serif; }
  .bar { background: #fbbf24; color: #09090b; border-radius: .5rem; padding: .25rem .75rem; font-weight: 600; }
  section { border: 1px solid #27272a; border-radius: .75rem; background: #18181b; padding: 1rem; margin: 1rem 0; }
  table { width: 100%; border-collapse: collapse; } td { padding: .25rem 0; vertical-align: top; } td:last-child { text-align: right; white-space: nowrap; padding-left: 1rem; }
  tr.subtotal td { border-top: 1px solid #27272a; color: #a1a1aa; }
  tfoot td { border-top: 1px solid #27272a; font-weight: 700; }
  label { display: block; margin-bottom: .25rem; color: #a1a1aa; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border-radius: .5rem; border: 1px solid #3f3f46; background: #09090b; color: inherit; font: inherit; }
  button { margin-top: .75rem; width: 100%; padding: .7rem; border: 0; border-radius: .5rem; background: #fbbf24; color: #09090b; font: inherit; font-weight: 700; cursor: pointer; }
  button.secondary { background: transparent; color: #f4f4f5; border: 1px solid #3f3f46; }
  [role=alert] { color: #fca5a5; } small { color: #a1a1aa; }
</style></head>
<body><p class="bar">Test mode: no real card is charged.</p>
${body}
</body></html>`
}

const money = (cents: number) => formatPrice(toDollars(cents))

/** A line as Stripe's page shows one: its name and quantity, what it is made of, its amount. */
function lineRow(line: SandboxLineItem): string {
  const quantity = line.quantity > 1 ? ` × ${line.quantity}` : ''
  const description = line.description ? `<br><small>${escapeHtml(line.description)}</small>` : ''
  return `<tr data-testid="line"><td>${escapeHtml(line.name)}${quantity}${description}</td><td>${money(line.amountCents * line.quantity)}</td></tr>`
}

/** The lines, then (with a coupon) the subtotal and the discount as its own row, then the total. */
function summaryRows(lineItems: SandboxLineItem[]): string {
  const lines = lineItems.filter((line) => line.kind !== 'discount')
  const discounts = lineItems.filter((line) => line.kind === 'discount')
  if (discounts.length === 0) return lines.map(lineRow).join('')
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents * line.quantity, 0)
  return [
    ...lines.map(lineRow),
    `<tr class="subtotal"><td>Subtotal</td><td data-testid="subtotal">${money(subtotal)}</td></tr>`,
    ...discounts.map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}</td><td data-testid="discount">−${money(-line.amountCents)}</td></tr>`,
    ),
  ].join('')
}

export function checkoutBody(view: CheckoutPageView): string {
  const total = money(view.amountCents)
  const summary = `<section><table><tbody>${summaryRows(view.lineItems)}</tbody><tfoot><tr><td>Total due</td><td data-testid="total">${total}</td></tr></tfoot></table>
<small>Paying as ${escapeHtml(view.customerEmail)}</small></section>`
  if (view.status !== 'open') {
    return `<h1>Checkout closed</h1>${summary}<p>This checkout is ${view.status === 'complete' ? 'already paid' : 'no longer open'}.</p>`
  }
  const action = `/sandbox/checkout/${encodeURIComponent(view.id)}`
  return `<h1>Pay Marquee</h1>${summary}
<section><form method="post" action="${action}/pay">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242">
${view.error ? `<p role="alert">${escapeHtml(view.error)}</p>` : ''}
<small>4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</small>
<button type="submit">Pay ${total}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel</button></form></section>`
}
