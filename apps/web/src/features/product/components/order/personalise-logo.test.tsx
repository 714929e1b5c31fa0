import { type Me, type PersonalizationTemplate, personalizationTemplateSchema } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCartStore } from '@/features/cart'
import { fakeApi, type Route } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { useLedPreviewStore } from '../../stores/led-preview-store'
import { OrderPanel } from './order-panel'

const product = makeProduct({ id: 9, title: 'Game Day Go Team', quantity: 10 })

const template: PersonalizationTemplate = personalizationTemplateSchema.parse({
  fields: [
    {
      name: 'game',
      label: 'Team or game-day date',
      default: 'GO EAGLES',
      maxLength: 18,
      upperCase: true,
      box: { x: 0.24, y: 0.74, width: 0.73, height: 0.22 },
      font: 'bold',
      color: '#ffffff',
      align: 'center',
      animation: 'still',
      start: 0,
      end: 4,
    },
  ],
  logo: {
    label: 'Your team logo',
    box: { x: 0.03, y: 0.72, width: 0.2, height: 0.26 },
    backdrop: '#05070d',
    start: 0,
    end: 4,
  },
})

const KEY = 'logos/u1/1764284400000-eagles.png'

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

/** The customer's store with the upload's three steps; `complete` answers the last. */
function proStore(
  complete: unknown | Route = { key: KEY, fileUrl: `http://localhost/uploads/${KEY}` },
  me: Me = pro,
) {
  const sent: unknown[] = []
  const api = fakeApi({
    '/api/me': me,
    '/api/downloads': { clips: [] },
    '/api/upload/s3': { url: '/uploads', fields: { key: KEY }, key: KEY, fileUrl: '' },
    '/uploads': {},
    '/api/upload/s3/complete': complete,
    '/api/convert': (_url: URL, body: unknown) => {
      sent.push(body)
      return {
        downloadId: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d44',
        status: 'ready',
        url: '/downloads/k?sig=1',
        filename: 'game-day-go-team_160x80.mp4',
        licenceId: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d45',
      }
    },
  })
  return { sent, api }
}

const picture = (name: string, type: string) =>
  new File([new Uint8Array([1, 2, 3])], name, { type })
const chooser = () => screen.getByLabelText(/^Your team logo/) as HTMLInputElement
const choose = (file: File) => fireEvent.change(chooser(), { target: { files: [file] } })
const downloadButton = () =>
  screen.getByRole('button', { name: 'Download Video in Requested Format' }) as HTMLButtonElement
const shownLogo = () => useLedPreviewStore.getState().signTexts?.logo ?? null

async function openPersonalised(personalization: PersonalizationTemplate = template) {
  renderWithRouter(<OrderPanel product={product} personalization={personalization} />, {
    path: '/shop/shop-details/9',
  })
  fireEvent.click(await screen.findByRole('switch', { name: 'Personalise with your words' }))
}

async function downloadSent(sent: unknown[], withLogo = false) {
  fireEvent.click(downloadButton())
  const ask = await screen.findByRole('alertdialog')
  // The question names what the two credits buy: the words and, when chosen, the logo.
  expect(ask.textContent).toMatch(/and 1 customisation credit: .*, personalised with “.*”/)
  expect(ask.textContent?.includes('· your logo.')).toBe(withLogo)
  fireEvent.click(within(ask).getByRole('button', { name: 'Use 1 credit' }))
  await screen.findByRole('alertdialog', { name: 'Download done' })
  return sent.at(-1)
}

beforeEach(() => {
  setTestUser('pro@marquee.local', 'Priya Pro')
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  // The browser decodes the picture for the preview; happy-dom has no decoder.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 300, height: 150, close: () => undefined })),
  )
})

afterEach(() => {
  clearTestUser()
  useCartStore.setState({ items: [] })
  useLedPreviewStore.setState({ width: 384, height: 192, fit: 'letterbox', signTexts: null })
})

describe("A template's logo slot on the product page", { timeout: 20_000 }, () => {
  it('uploads the chosen picture, draws it on the preview and sends its key with the texts', async () => {
    const { sent, api } = proStore()
    await openPersonalised()
    expect(chooser().accept).toBe('image/png,image/jpeg,image/webp')
    expect(screen.getByText(/PNG, JPG or WebP \(not SVG\)/)).toBeTruthy()
    choose(picture('eagles.png', 'image/png'))
    expect(await screen.findByText('Logo added: see it on the LED preview')).toBeTruthy()
    expect(screen.getByText('eagles.png')).toBeTruthy()
    expect(api.mock.calls.some(([input]) => String(input) === '/uploads')).toBe(true)
    await waitFor(() =>
      expect(shownLogo()).toMatchObject({
        slot: template.logo,
        picture: { width: 300, height: 150 },
      }),
    )
    expect(await downloadSent(sent, true)).toMatchObject({
      personalization: { game: 'GO EAGLES', logo: KEY },
    })
  })

  it("puts the logo's key on the cart line of a customer without plan credits", async () => {
    proStore(undefined, { ...pro, metadata: { ...pro.metadata, subscription_status: 'inactive' } })
    await openPersonalised()
    choose(picture('eagles.png', 'image/png'))
    await screen.findByText('Logo added: see it on the LED preview')
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(1))
    expect(useCartStore.getState().items[0]?.formData?.personalization).toEqual({
      game: 'GO EAGLES',
      logo: KEY,
    })
  })

  it('holds the order while the logo uploads', async () => {
    let finish: (answer: unknown) => void = () => undefined
    const answer = new Promise((resolve) => {
      finish = resolve
    })
    proStore(async () => answer)
    await openPersonalised()
    await waitFor(() => expect(downloadButton().disabled).toBe(false))
    choose(picture('eagles.png', 'image/png'))
    expect(await screen.findByText('Uploading…')).toBeTruthy()
    expect(downloadButton().disabled).toBe(true)
    finish({ key: KEY, fileUrl: '' })
    await waitFor(() => expect(downloadButton().disabled).toBe(false))
  })

  it('refuses an SVG on the page, before any upload', async () => {
    const { sent, api } = proStore()
    await openPersonalised()
    choose(picture('eagles.svg', 'image/svg+xml'))
    expect(
      await screen.findByText(
        'Choose a PNG, JPG or WebP picture: a sign cannot show an SVG or other files',
      ),
    ).toBeTruthy()
    expect(api.mock.calls.some(([input]) => String(input).includes('/upload/s3'))).toBe(false)
    expect(shownLogo()).toBeNull()
    expect(await downloadSent(sent)).toEqual(
      expect.objectContaining({ personalization: { game: 'GO EAGLES' } }),
    )
  })

  it('refuses a picture over 4096 pixels a side on the page', async () => {
    const { sent } = proStore()
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 5000, height: 2000, close: () => undefined })),
    )
    await openPersonalised()
    choose(picture('huge.png', 'image/png'))
    expect(
      await screen.findByText(
        'This picture is 5000x2000 pixels: a sign logo may be at most 4096 pixels a side',
      ),
    ).toBeTruthy()
    expect(shownLogo()).toBeNull()
    await waitFor(() => expect(downloadButton().disabled).toBe(false))
    expect(sent.length === 0 && (await downloadSent(sent))).not.toHaveProperty(
      'personalization.logo',
    )
  })

  it("shows the store's reason when it refuses the upload, and takes the logo off the preview", async () => {
    const { sent } = proStore(400)
    await openPersonalised()
    choose(picture('eagles.png', 'image/png'))
    expect(await screen.findByText('failed 400')).toBeTruthy()
    expect(shownLogo()).toBeNull()
    expect(await downloadSent(sent)).toMatchObject({ personalization: { game: 'GO EAGLES' } })
    expect(sent.at(-1)).not.toHaveProperty('personalization.logo')
  })

  it('removes the logo: the slot shows the clip again and no key is sent', async () => {
    const { sent } = proStore()
    await openPersonalised()
    choose(picture('eagles.png', 'image/png'))
    await waitFor(() => expect(shownLogo()).not.toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }))
    await waitFor(() => expect(shownLogo()).toBeNull())
    expect(chooser().value).toBe('')
    expect(await downloadSent(sent)).toMatchObject({ personalization: { game: 'GO EAGLES' } })
    expect(sent.at(-1)).not.toHaveProperty('personalization.logo')
  })

  it('asks a signed-out visitor to sign in instead of offering the upload', async () => {
    clearTestUser()
    fakeApi({})
    await openPersonalised()
    const group = screen.getByRole('group', { name: 'Personalise' })
    const signIn = within(group).getByRole('link', { name: 'Sign in to add your logo' })
    expect(signIn.getAttribute('href')).toBe('/login?returnTo=%2Fshop%2Fshop-details%2F9')
    expect(group.querySelector('input[type="file"]')).toBeNull()
  })

  it('offers no logo on a template without a slot', async () => {
    proStore()
    await openPersonalised({ ...template, logo: null })
    expect(screen.queryByText(/Your team logo/)).toBeNull()
    expect(screen.queryByText(/Sign in to add your logo/)).toBeNull()
  })
})
