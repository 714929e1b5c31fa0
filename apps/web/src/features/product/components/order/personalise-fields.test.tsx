import { type Me, type PersonalizationTemplate, personalizationTemplateSchema } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCartStore } from '@/features/cart'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { useLedPreviewStore } from '../../stores/led-preview-store'
import { OrderPanel } from './order-panel'

const product = makeProduct({ id: 2, title: 'Tire Sale Countdown', quantity: 10 })

// Parsed, as the API's answer is: the schema fills in what a template may leave out.
const template: PersonalizationTemplate = personalizationTemplateSchema.parse({
  fields: [
    {
      name: 'business',
      label: 'Business name',
      default: 'Main St Tires',
      maxLength: 16,
      upperCase: true,
      box: { x: 0.05, y: 0.1, width: 0.9, height: 0.35 },
      font: 'bold',
      color: '#ffcc00',
      align: 'center',
      animation: 'still',
      start: 0,
      end: 4,
    },
    {
      name: 'price',
      label: 'Price',
      default: '$29.99',
      maxLength: 8,
      upperCase: false,
      box: { x: 0.55, y: 0.6, width: 0.4, height: 0.3 },
      font: 'pixel',
      color: '#ffffff',
      align: 'right',
      animation: 'blink',
      start: 1,
      end: 4,
    },
  ],
})

const pro: Me = {
  email: 'pro@marquee.local',
  name: 'Priya Pro',
  role: 'customer',
  signs: [],
  metadata: {
    subscription_type: 'Pro',
    subscription_status: 'active',
    sign_width: 160,
    sign_height: 80,
  },
  subscription: {
    remaining_total_orders: 5,
    remaining_customization_orders: 1,
    subscription_end_date: '2026-12-22T00:00:00.000Z',
    cancel_at: null,
    period_downloads_left: 5,
    period_customizations_left: 1,
    credit_packs: [],
    billed: false,
  },
}

/** The Pro customer's store; `sent` collects the bodies POST /api/convert receives. */
function proStore() {
  const sent: unknown[] = []
  fakeApi({
    '/api/me': pro,
    '/api/downloads': { clips: [] },
    '/api/convert': (_url: URL, body: unknown) => {
      sent.push(body)
      return {
        downloadId: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d44',
        status: 'ready',
        url: '/downloads/k?sig=1',
        filename: 'tire-sale-countdown_160x80.mp4',
        licenceId: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d45',
      }
    },
  })
  return sent
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const downloadButton = () =>
  screen.getByRole('button', { name: 'Download Video in Requested Format' }) as HTMLButtonElement

async function openPersonalisable(personalization: PersonalizationTemplate | null = template) {
  renderWithRouter(<OrderPanel product={product} personalization={personalization} />, {
    path: '/shop/shop-details/2',
  })
  await screen.findByRole('button', { name: 'Download Video in Requested Format' })
  if (personalization)
    fireEvent.click(screen.getByRole('switch', { name: 'Personalise with your words' }))
}

beforeEach(() => {
  setTestUser('pro@marquee.local', 'Priya Pro')
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
})

afterEach(() => {
  clearTestUser()
  useCartStore.setState({ items: [] })
  useLedPreviewStore.setState({ width: 384, height: 192, fit: 'letterbox', signTexts: null })
})

describe('Personalise fields on a personalisable clip', { timeout: 20_000 }, () => {
  it('shows one input per field with its default as placeholder, its length and a counter', async () => {
    proStore()
    await openPersonalisable()
    const group = screen.getByRole('group', { name: 'Personalise' })
    expect(within(group).getAllByRole('textbox')).toHaveLength(2)
    expect(input('Business name').placeholder).toBe('Main St Tires')
    expect(input('Business name').maxLength).toBe(16)
    expect(input('Price').placeholder).toBe('$29.99')
    expect(input('Price').maxLength).toBe(8)
    expect(screen.getByTestId('business-count').textContent).toBe('0/16')
    // The group comes before the sign's size.
    const size = screen.getByRole('group', { name: "Your sign's size" })
    expect(group.compareDocumentPosition(size) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('upper-cases as the customer types where the template says, and counts', async () => {
    proStore()
    await openPersonalisable()
    type('Business name', 'acme tires')
    expect(input('Business name').value).toBe('ACME TIRES')
    expect(screen.getByTestId('business-count').textContent).toBe('10/16')
    type('Price', '$19.99 ea')
    expect(input('Price').value).toBe('$19.99 ea')
    expect(screen.getByTestId('price-count').textContent).toBe('9/8')
    expect(screen.getByText('At most 8 characters')).toBeTruthy()
  })

  it('says how many LEDs tall each text is at the sign size, and hands the texts to the preview', async () => {
    proStore()
    await openPersonalisable()
    // The defaults at the customer's saved 160 x 80 sign.
    expect(screen.getByText('About 13 LEDs tall at 160x80')).toBeTruthy()
    expect(screen.getByText('About 9 LEDs tall at 160x80')).toBeTruthy()
    type('Business name', 'acme tire center')
    expect(await screen.findByText('About 10 LEDs tall at 160x80')).toBeTruthy()
    await waitFor(() =>
      expect(useLedPreviewStore.getState().signTexts?.texts).toEqual({
        business: 'ACME TIRE CENTER',
        price: '$29.99',
      }),
    )
    expect(useLedPreviewStore.getState().signTexts?.source).toEqual({ width: 384, height: 192 })
  })

  it('warns when a text is small for a sign and refuses one too small to draw', async () => {
    const sent = proStore()
    await openPersonalisable()
    type('Price', '$1234567')
    expect(await screen.findByText('About 6 LEDs tall at 160x80')).toBeTruthy()
    expect(
      screen.getByText(
        'Small for a sign: under 7 LEDs tall is hard to read from a distance — shorten it or choose a bigger size',
      ),
    ).toBeTruthy()
    expect(downloadButton().disabled).toBe(false)

    fireEvent.change(screen.getByLabelText('Reference size'), { target: { value: '96x48' } })
    const error = await screen.findByText('Too long to fit at 96x48 — shorten it')
    expect(error.getAttribute('role')).toBe('alert')
    expect(input('Price').getAttribute('aria-invalid')).toBe('true')
    expect(downloadButton().disabled).toBe(true)
    fireEvent.click(downloadButton())
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(sent).toEqual([])

    type('Price', '$9')
    await waitFor(() => expect(downloadButton().disabled).toBe(false))
    expect(screen.queryByText('Too long to fit at 96x48 — shorten it')).toBeNull()
  })

  it('asks for a bigger size, not a shorter text, when a scrolling text is small', async () => {
    proStore()
    const scrolling = template.fields[1] as PersonalizationTemplate['fields'][number]
    await openPersonalisable({
      fields: [
        { ...scrolling, animation: 'scroll', box: { x: 0, y: 0.8, width: 1, height: 0.15 } },
      ],
      logo: null,
    })
    type('Price', '$5 off')
    expect(screen.getByText('About 8 LEDs tall at 160x80')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Reference size'), { target: { value: '96x48' } })
    expect(
      await screen.findByText(
        'Small for a sign: under 7 LEDs tall is hard to read from a distance — choose a bigger size',
      ),
    ).toBeTruthy()
  })

  it('names a character the sign font cannot draw and holds the order', async () => {
    proStore()
    await openPersonalisable()
    type('Business name', 'café ☕')
    expect(await screen.findByText('The sign font cannot draw "☕"')).toBeTruthy()
    expect(downloadButton().disabled).toBe(true)
  })

  it('sends the texts as personalization with the credit download', async () => {
    const sent = proStore()
    await openPersonalisable()
    type('Business name', 'acme')
    fireEvent.click(downloadButton())
    const ask = await screen.findByRole('alertdialog')
    fireEvent.click(within(ask).getByRole('button', { name: 'Use 1 credit' }))
    await screen.findByRole('alertdialog', { name: 'Download done' })
    expect(sent).toEqual([
      {
        productId: 2,
        format: 'mp4',
        width: 160,
        height: 80,
        fit: 'letterbox',
        depth: 'full',
        fps: 'source',
        codec: 'mjpeg',
        maxBytes: null,
        personalization: { business: 'ACME', price: '$29.99' },
      },
    ])
  })

  it('puts the texts on the cart line for a customer without plan credits', async () => {
    fakeApi({
      '/api/me': { ...pro, metadata: { ...pro.metadata, subscription_status: 'inactive' } },
    })
    renderWithRouter(<OrderPanel product={product} personalization={template} />)
    fireEvent.click(await screen.findByRole('switch', { name: 'Personalise with your words' }))
    fireEvent.change(await screen.findByLabelText('Business name'), { target: { value: 'acme' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(1))
    expect(useCartStore.getState().items[0]?.formData).toMatchObject({
      dimensions: { width: 160, height: 80 },
      personalization: { business: 'ACME', price: '$29.99' },
    })
  })

  it('sells a personalisable clip plain until the switch is on', async () => {
    const sent = proStore()
    renderWithRouter(<OrderPanel product={product} personalization={template} />, {
      path: '/shop/shop-details/2',
    })
    await screen.findByRole('button', { name: 'Download Video in Requested Format' })
    expect(screen.queryByLabelText('Business name')).toBeNull()
    expect(useLedPreviewStore.getState().signTexts).toBeNull()
    fireEvent.click(downloadButton())
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use 1 credit' }),
    )
    await screen.findByRole('alertdialog', { name: 'Download done' })
    expect(sent[0]).not.toHaveProperty('personalization')
  })

  it('shows no fields and sends no texts for a clip that is not personalisable', async () => {
    const sent = proStore()
    await openPersonalisable(null)
    expect(screen.queryByRole('group', { name: 'Personalise' })).toBeNull()
    expect(useLedPreviewStore.getState().signTexts).toBeNull()
    fireEvent.click(downloadButton())
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use 1 credit' }),
    )
    await screen.findByRole('alertdialog', { name: 'Download done' })
    expect(sent).toHaveLength(1)
    expect(sent[0]).not.toHaveProperty('personalization')
  })
})
