import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from './pagination'

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(
      <Pagination currentPage={1} totalPages={1} onPageChange={vi.fn()} />,
    )
    expect(container.innerHTML).toBe('')
  })

  it('shows a window of five around the current page, with previous and next', () => {
    const onPageChange = vi.fn()
    render(<Pagination currentPage={5} totalPages={9} onPageChange={onPageChange} />)
    const numbers = screen
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent)
    expect(numbers).toEqual(['3', '4', '5', '6', '7'])
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page')
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(onPageChange.mock.calls).toEqual([[6], [4]])
  })

  it('disables previous on the first page', () => {
    render(<Pagination currentPage={1} totalPages={3} onPageChange={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true)
  })
})
