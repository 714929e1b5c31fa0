/**
 * What a mail says, as plain data: the services that decide to write (payments, accounts)
 * build letters; render-letter.tsx turns one into a Mail with both an HTML and a text part.
 * Keeping the data apart keeps React out of the modules the API loads for every request.
 * Each .tsx names its JSX runtime in a pragma: tsx started from the repository root (npm run
 * serve) does not read apps/server/tsconfig.json.
 */
export interface OrderLetterLine {
  title: string
  quantity: number
  filetype: string
  options: string[]
  amount: string
}

/** One labelled fact of a custom order or request (size, instructions, deadline…). */
export interface LetterDetail {
  label: string
  value: string
}

export type LetterBody =
  | {
      template: 'order-confirmed'
      lines: OrderLetterLine[]
      total: string
      reference: string
      /** The invoice's number when the store issued it; Stripe mails its own. */
      invoice?: string
    }
  | {
      template: 'subscription-started' | 'subscription-renewed'
      plan: string
      downloads: number
      customizations: number
      until: string
    }
  | { template: 'subscription-ended'; plan: string }
  | { template: 'payment-failed'; plan: string }
  | {
      template: 'credits-added'
      plan: string
      downloads: number
      customizations: number
      /** The pack's last day (12 months from purchase). */
      until: string
    }
  | { template: 'password-reset'; name: string; link: string; minutes: number }
  | {
      template: 'staff-invite'
      name: string
      role: 'owner' | 'staff'
      /** The one-time link to set a password; null: the account already has one. */
      link: string | null
      minutes: number
    }
  | {
      template: 'download-ready'
      name: string
      title: string
      /** `384x192` */
      size: string
      format: string
    }
  | {
      template: 'custom-order'
      step: 'in_production' | 'delivered' | 'cancelled' | 'message'
      orderId: number
      title: string
      /** The shop's message (step 'message'), or what was given back on cancelling. */
      note: string
      /** Why staff cancelled it (step 'cancelled'). */
      reason?: string
    }
  | {
      template: 'order-refunded'
      orderId: number
      title: string
      amount: string
      reason: string
      /** The refund came with cancelling the custom order. */
      cancelled?: boolean
    }
  | {
      template: 'order-submitted' | 'custom-order-received'
      reference: string
      details: LetterDetail[]
    }
  | {
      template: 'custom-request-confirmed' | 'custom-request-received'
      reference: string
      details: LetterDetail[]
    }

export type Letter = { to: string; subject: string } & (LetterBody | CheckoutReminderLetter)

/** The one reminder after a cart checkout left unpaid, sent only to customers who asked for it. */
export interface CheckoutReminderLetter {
  template: 'checkout-reminder'
  name: string
  lines: OrderLetterLine[]
  /** The coupon the checkout had, or null. */
  couponCode: string | null
  /** Restores these lines in the cart. */
  link: string
  linkDays: number
}
