import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useAfterPaint } from './use-after-paint'

function Probe({ ready }: { ready?: boolean }) {
  return <p>{useAfterPaint(ready) ? 'painted' : 'waiting'}</p>
}

describe('useAfterPaint', () => {
  it('turns true after the first paint', async () => {
    render(<Probe />)
    expect(screen.getByText('waiting')).toBeTruthy()
    expect(await screen.findByText('painted')).toBeTruthy()
  })

  it('waits for ready, and stays true once it has turned', async () => {
    const { rerender } = render(<Probe ready={false} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText('waiting')).toBeTruthy()
    rerender(<Probe ready />)
    expect(await screen.findByText('painted')).toBeTruthy()
    rerender(<Probe ready={false} />)
    expect(screen.getByText('painted')).toBeTruthy()
  })
})
