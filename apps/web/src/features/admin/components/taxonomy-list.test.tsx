import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { TaxonomyList } from './taxonomy-list'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))
beforeEach(() => vi.mocked(notify).mockClear())

const check = (name: string): Record<string, string> =>
  name.trim() ? {} : { name: 'must not be empty' }

function renderBrands(onCreate: (name: string) => Promise<unknown>) {
  render(
    <TaxonomyList
      heading="Brands"
      noun="brand"
      field="name"
      items={[]}
      check={check}
      onCreate={onCreate}
      onRename={vi.fn()}
      onDelete={vi.fn()}
    />,
  )
  return screen.getByLabelText('New brand') as HTMLInputElement
}

describe('TaxonomyList', () => {
  it('checks a new name, adds it and starts empty again', async () => {
    const onCreate = vi.fn(async () => ({}))
    const input = renderBrands(onCreate)
    fireEvent.click(screen.getByRole('button', { name: 'Add brand' }))
    expect(await screen.findByText('must not be empty')).toBeTruthy()
    expect(onCreate).not.toHaveBeenCalled()

    fireEvent.change(input, { target: { value: 'Pixel Forge' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add brand' }))
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Pixel Forge'))
    await waitFor(() => expect(input.value).toBe(''))
    expect(vi.mocked(notify)).toHaveBeenCalledWith('success', 'Added the brand “Pixel Forge”.')
  })

  it("keeps the name and shows the server's words when adding fails", async () => {
    const input = renderBrands(async () => {
      throw new Error('name: another brand already has this name')
    })
    fireEvent.change(input, { target: { value: 'Pixel Forge' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add brand' }))
    expect(await screen.findByText('another brand already has this name')).toBeTruthy()
    expect(input.value).toBe('Pixel Forge')
    expect(vi.mocked(notify)).not.toHaveBeenCalled()
  })
})
