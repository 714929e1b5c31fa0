import { describe, expect, it } from 'vitest'
import type { Letter } from './letters.ts'
import { renderLetter } from './render-letter.tsx'

const SITE = 'https://shop.example'
const to = 'ada@example.com'

const letters: Record<Letter['template'], { letter: Letter; facts: string[]; link: string }> = {
  'order-confirmed': {
    letter: {
      to,
      subject: 'Your Marquee order is confirmed',
      template: 'order-confirmed',
      lines: [
        {
          title: 'Neon Diner',
          quantity: 2,
          filetype: 'mov',
          options: ['1920×1080', 'rush'],
          amount: '$58.00',
        },
      ],
      total: '$58.00',
      reference: 'ref-42',
      invoice: 'MQ-2026-000042',
    },
    facts: [
      'Neon Diner × 2 (mov)',
      '1920×1080, rush',
      'Total paid: $58.00',
      'ref-42',
      'your invoice MQ-2026-000042 is there as a PDF',
    ],
    link: `${SITE}/pages/account#invoices`,
  },
  'subscription-started': {
    letter: {
      to,
      subject: 'Your Marquee Pro subscription has started',
      template: 'subscription-started',
      plan: 'Pro',
      downloads: 20,
      customizations: 5,
      until: 'Tue, 22 Dec 2026',
    },
    facts: ['Welcome to Marquee Pro.', '20 downloads and 5 customisations', 'Tue, 22 Dec 2026'],
    link: `${SITE}/pages/account`,
  },
  'subscription-renewed': {
    letter: {
      to,
      subject: 'Your Marquee Pro subscription has been renewed',
      template: 'subscription-renewed',
      plan: 'Pro',
      downloads: 20,
      customizations: 5,
      until: 'Fri, 22 Jan 2027',
    },
    facts: ['your Pro plan renewed', '20 downloads and 5 customisations', 'Fri, 22 Jan 2027'],
    link: `${SITE}/pages/account`,
  },
  'subscription-ended': {
    letter: {
      to,
      subject: 'Your Marquee subscription has ended',
      template: 'subscription-ended',
      plan: 'Pro',
    },
    facts: ['Your Pro plan has been cancelled'],
    link: `${SITE}/pages/subscribe`,
  },
  'payment-failed': {
    letter: { to, subject: 'Your Marquee payment failed', template: 'payment-failed', plan: 'Pro' },
    facts: ['could not take the payment for your Pro plan', 'Manage subscription'],
    link: `${SITE}/pages/account`,
  },
  'credits-added': {
    letter: {
      to,
      subject: 'Your Marquee credits were added',
      template: 'credits-added',
      plan: 'Pro',
      downloads: 10,
      customizations: 2,
      until: 'Sat, 27 Nov 2027',
    },
    facts: [
      '10 downloads and 2 customisations were added to your Pro plan',
      'They are yours until Sat, 27 Nov 2027',
    ],
    link: `${SITE}/pages/account`,
  },
  'password-reset': {
    letter: {
      to,
      subject: 'Choose a new Marquee password',
      template: 'password-reset',
      name: 'Ada',
      link: `${SITE}/pages/reset-password?token=abc_DEF-123`,
      minutes: 30,
    },
    facts: ['Hello Ada,', 'within 30 minutes'],
    link: `${SITE}/pages/reset-password?token=abc_DEF-123`,
  },
  'staff-invite': {
    letter: {
      to,
      subject: "You have the staff role in Marquee's back office",
      template: 'staff-invite',
      name: 'Sam',
      role: 'staff',
      link: `${SITE}/pages/reset-password?token=staff_TOKEN-1`,
      minutes: 60,
    },
    facts: [
      'Hello Sam,',
      'the staff role',
      'orders, custom orders, reviews and customers',
      'within 60 minutes',
    ],
    link: `${SITE}/pages/reset-password?token=staff_TOKEN-1`,
  },
  'download-ready': {
    letter: {
      to,
      subject: 'Your download is ready: Oil Change Special',
      template: 'download-ready',
      name: 'Ada',
      title: 'Oil Change Special',
      size: '384x192',
      format: 'gif',
    },
    facts: ['Hello Ada,', 'Oil Change Special is ready at 384x192 as GIF.', 'with its licence'],
    link: `${SITE}/pages/account`,
  },
  'custom-order': {
    letter: {
      to,
      subject: 'Your custom order #7 is ready to download',
      template: 'custom-order',
      step: 'delivered',
      orderId: 7,
      title: 'Neon Diner',
      note: '',
    },
    facts: ['Neon Diner', 'order #7', 'ready'],
    link: `${SITE}/pages/account`,
  },
  'order-refunded': {
    letter: {
      to,
      subject: 'Your refund for order #7',
      template: 'order-refunded',
      orderId: 7,
      title: 'Neon Diner',
      amount: '$15.00',
      reason: 'The clip arrived cut short',
    },
    facts: ['We refunded $15.00 for “Neon Diner” (order #7)', 'Why: The clip arrived cut short'],
    link: `${SITE}/pages/account`,
  },
  'order-submitted': {
    letter: {
      to,
      subject: 'Your customised order #7 is submitted',
      template: 'order-submitted',
      reference: '#7',
      details: [{ label: 'Instructions', value: 'Say OPEN LATE' }],
    },
    facts: ['we have your customised order #7', 'Instructions', 'Say OPEN LATE'],
    link: `${SITE}/pages/account`,
  },
  'custom-order-received': {
    letter: {
      to: 'shop@example.com',
      subject: 'New customised order #7 (RUSH)',
      template: 'custom-order-received',
      reference: '#7',
      details: [{ label: 'Customer', value: to }],
    },
    facts: ['A customer submitted customised order #7', to],
    link: `${SITE}/admin`,
  },
  'custom-request-confirmed': {
    letter: {
      to,
      subject: 'Your custom video request R-3',
      template: 'custom-request-confirmed',
      reference: 'R-3',
      details: [{ label: 'Deadline', value: '2026-12-24' }],
    },
    facts: ['we have your custom video request R-3', '2026-12-24'],
    link: `${SITE}/shop`,
  },
  'custom-request-received': {
    letter: {
      to: 'shop@example.com',
      subject: 'New custom video request R-3',
      template: 'custom-request-received',
      reference: 'R-3',
      details: [{ label: 'Sign size', value: '384 × 192 px' }],
    },
    facts: ['Someone asked for a custom video (R-3)', '384 × 192 px'],
    link: `${SITE}/admin`,
  },
  'checkout-reminder': {
    letter: {
      to,
      subject: 'Your clips are still in your Marquee cart',
      template: 'checkout-reminder',
      name: 'Ada',
      lines: [
        { title: 'Neon Diner', quantity: 1, filetype: 'gif', options: ['96×48'], amount: '$10' },
      ],
      couponCode: 'WELCOME10',
      link: `${SITE}/shop/cart?restore=abc`,
      linkDays: 7,
    },
    facts: [
      'Neon Diner × 1 (gif)',
      'Coupon applied: WELCOME10',
      'you ticked “Email me a reminder',
      'the only reminder we send about this checkout',
    ],
    link: `${SITE}/shop/cart?restore=abc`,
  },
}

describe('mail templates', () => {
  it.each(Object.entries(letters))('%s has the facts in both parts', async (_, sample) => {
    const mail = await renderLetter(sample.letter, SITE)
    expect(mail).toMatchObject({ to: sample.letter.to, subject: sample.letter.subject })
    expect(mail.html).toContain('<!DOCTYPE html')
    expect(mail.html).toContain(`href="${sample.link.replaceAll('&', '&amp;')}"`)
    expect(mail.html).toContain(SITE)
    // React separates adjacent text with empty comments; a reader sees one sentence.
    const html = mail.html?.replaceAll('<!-- -->', '')
    for (const fact of sample.facts) {
      expect(html).toContain(fact)
      expect(mail.text).toContain(fact)
    }
    // The link stands on a line of its own, so a reader (or a test) can take it whole.
    expect(mail.text.split('\n')).toContain(sample.link)
    expect(mail.text).not.toContain('<')
  })

  it('keeps a title or a name that holds markup as text', async () => {
    const title = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const order = letters['order-confirmed'].letter
    const reset = letters['password-reset'].letter
    for (const letter of [
      { ...order, lines: [{ ...(order.template === 'order-confirmed' && order.lines[0]), title }] },
      { ...reset, name: title },
    ] as Letter[]) {
      const mail = await renderLetter(letter, SITE)
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<img src=x')
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
      expect(mail.text).toContain(title)
    }
  })
})
