import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { CouponForm } from './coupon-form'

afterEach(clearTestUser)

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('CouponForm', () => {
  it("names each wrong field with the API's own rule and sends nothing", async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const api = fakeApi({})
    renderWithRouter(<CouponForm onDone={() => undefined} />)
    fill('Code', 'spring')
    fill('Percent off', '140')
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(await screen.findByText('must not be empty')).toBeTruthy()
    expect(screen.getByText('must be at most 100')).toBeTruthy()
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true')
    expect(api).not.toHaveBeenCalled()
  })

  it('creates a valid coupon, and shows a refusal above the buttons', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const sent: unknown[] = []
    let answer: unknown = 502
    fakeApi({
      '/api/admin/coupons': (_url: URL, body: unknown) => {
        sent.push(body)
        return answer
      },
    })
    const done = vi.fn()
    renderWithRouter(<CouponForm onDone={done} />)
    fill('Name', 'Spring sale')
    fill('Code', 'spring')
    fill('Percent off', '15')
    fill('Uses per customer (blank: none)', '1')
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(await screen.findByText('failed 502')).toBeTruthy()
    expect(done).not.toHaveBeenCalled()

    answer = { id: 7 }
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }))
    await waitFor(() => expect(done).toHaveBeenCalled())
    expect(screen.queryByText('failed 502')).toBeNull()
    expect(sent.at(-1)).toMatchObject({
      name: 'Spring sale',
      code: 'SPRING',
      percentage: 15,
      active: true,
      usageLimit: null,
      perCustomerLimit: 1,
      expiresAt: null,
    })
  })
})
