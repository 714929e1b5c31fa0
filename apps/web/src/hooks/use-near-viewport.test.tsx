import { render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { stubIntersectionObserver } from '@/test/intersection'
import { useNearViewport } from './use-near-viewport'

function Section({ now }: { now?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  return (
    <div ref={ref} data-testid="section">
      {useNearViewport(ref, now) ? 'rendered' : 'waiting'}
    </div>
  )
}

const painted = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('useNearViewport', () => {
  it('waits, after the paint, until the section comes within a screen of the viewport', async () => {
    const viewport = stubIntersectionObserver()
    render(<Section />)
    await painted()
    const section = screen.getByTestId('section')
    expect(section.textContent).toBe('waiting')
    expect(viewport.marginsOf(section)).toEqual(['0px 0px 100% 0px'])
    viewport.scrollNear(section, false)
    expect(section.textContent).toBe('waiting')
    viewport.scrollNear(section)
    expect(await screen.findByText('rendered')).toBeTruthy()
  })

  it('renders right after the paint when asked for (a link to the section)', async () => {
    stubIntersectionObserver()
    render(<Section now />)
    expect(screen.getByText('waiting')).toBeTruthy()
    expect(await screen.findByText('rendered')).toBeTruthy()
  })

  it('renders right after the paint where the browser cannot tell where the section is', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Section />)
    expect(screen.getByText('waiting')).toBeTruthy()
    expect(await screen.findByText('rendered')).toBeTruthy()
  })
})
