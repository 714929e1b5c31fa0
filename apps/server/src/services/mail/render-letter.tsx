/** @jsxRuntime automatic @jsxImportSource react */
import { render, toPlainText } from '@react-email/render'
import type { Letter } from './letters.ts'
import type { Mail } from './mail.ts'
import { CheckoutReminder } from './templates/checkout-reminder.tsx'
import { CreditsAdded } from './templates/credits-added.tsx'
import { CustomOrderReceived, OrderSubmitted } from './templates/custom-order.tsx'
import { CustomOrderUpdate } from './templates/custom-order-update.tsx'
import { CustomRequestConfirmed, CustomRequestReceived } from './templates/custom-request.tsx'
import { DownloadReady } from './templates/download-ready.tsx'
import { OrderConfirmed } from './templates/order-confirmed.tsx'
import { OrderRefunded } from './templates/order-refunded.tsx'
import { PasswordReset } from './templates/password-reset.tsx'
import { PaymentFailed } from './templates/payment-failed.tsx'
import { StaffInvite } from './templates/staff-invite.tsx'
import { SubscriptionEnded } from './templates/subscription-ended.tsx'
import { SubscriptionRenewed } from './templates/subscription-renewed.tsx'
import { SubscriptionStarted } from './templates/subscription-started.tsx'

function element(letter: Letter, publicUrl: string) {
  switch (letter.template) {
    case 'order-confirmed':
      return <OrderConfirmed {...letter} publicUrl={publicUrl} />
    case 'subscription-started':
      return <SubscriptionStarted {...letter} publicUrl={publicUrl} />
    case 'subscription-renewed':
      return <SubscriptionRenewed {...letter} publicUrl={publicUrl} />
    case 'subscription-ended':
      return <SubscriptionEnded {...letter} publicUrl={publicUrl} />
    case 'payment-failed':
      return <PaymentFailed {...letter} publicUrl={publicUrl} />
    case 'credits-added':
      return <CreditsAdded {...letter} publicUrl={publicUrl} />
    case 'password-reset':
      return <PasswordReset {...letter} publicUrl={publicUrl} />
    case 'staff-invite':
      return <StaffInvite {...letter} publicUrl={publicUrl} />
    case 'download-ready':
      return <DownloadReady {...letter} publicUrl={publicUrl} />
    case 'custom-order':
      return <CustomOrderUpdate {...letter} publicUrl={publicUrl} />
    case 'order-refunded':
      return <OrderRefunded {...letter} publicUrl={publicUrl} />
    case 'order-submitted':
      return <OrderSubmitted {...letter} publicUrl={publicUrl} />
    case 'custom-order-received':
      return <CustomOrderReceived {...letter} publicUrl={publicUrl} />
    case 'custom-request-confirmed':
      return <CustomRequestConfirmed {...letter} publicUrl={publicUrl} />
    case 'custom-request-received':
      return <CustomRequestReceived {...letter} publicUrl={publicUrl} />
    case 'checkout-reminder':
      return <CheckoutReminder {...letter} publicUrl={publicUrl} />
  }
}

/** One letter as a mail with an HTML part and the same words as plain text (React escapes every value). */
export async function renderLetter(letter: Letter, publicUrl: string): Promise<Mail> {
  const html = await render(element(letter, publicUrl))
  return { to: letter.to, subject: letter.subject, html, text: toPlainText(html) }
}
