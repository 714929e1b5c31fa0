import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ClipReadabilityNote } from './clip-readability-note'

const facts = {
  duration_seconds: 4,
  fps: 25,
  width: 384,
  height: 192,
  seamless_loop: true,
  text_height: 32,
}

describe('ClipReadabilityNote', () => {
  it('says nothing where the clip’s text reads', () => {
    render(<ClipReadabilityNote facts={facts} sign={{ width: 192, height: 96 }} fit="letterbox" />)
    expect(screen.queryByTestId('clip-readability')).toBeNull()
  })

  it('warns on a small sign, and says Crop shows it larger on a wide one', () => {
    render(<ClipReadabilityNote facts={facts} sign={{ width: 256, height: 32 }} fit="letterbox" />)
    expect(screen.getByRole('status').textContent).toBe(
      'The clip’s smallest text comes out about 5.3 LEDs tall at 256 x 32: hard to read from a distance. Fit: Crop shows it at 21.3 LEDs.',
    )
  })

  it('says too small under 4 LEDs, and a taller sign when cropping would not help', () => {
    render(<ClipReadabilityNote facts={facts} sign={{ width: 32, height: 16 }} fit="crop" />)
    expect(screen.getByRole('status').textContent).toBe(
      'The clip’s smallest text comes out about 2.7 LEDs tall at 32 x 16: too small to read. A taller sign shows it larger.',
    )
  })

  it('says nothing for a clip without text or while the size is being typed', () => {
    const { rerender } = render(
      <ClipReadabilityNote
        facts={{ ...facts, text_height: null }}
        sign={{ width: 48, height: 16 }}
        fit="crop"
      />,
    )
    expect(screen.queryByTestId('clip-readability')).toBeNull()
    rerender(
      <ClipReadabilityNote facts={facts} sign={{ width: Number.NaN, height: 16 }} fit="crop" />,
    )
    expect(screen.queryByTestId('clip-readability')).toBeNull()
  })
})
