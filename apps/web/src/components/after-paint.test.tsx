import { render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AfterPaint } from './after-paint'

const Late = lazy(async () => ({ default: () => <p>the heavy part</p> }))

describe('AfterPaint', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the placeholder while the page has not painted', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0)
    render(
      <AfterPaint placeholder={<p>keeping its place</p>}>
        <Late />
      </AfterPaint>,
    )
    expect(screen.getByText('keeping its place')).toBeTruthy()
    expect(screen.queryByText('the heavy part')).toBeNull()
  })

  it('shows its children, loaded, once the page has painted', async () => {
    render(
      <AfterPaint placeholder={<p>keeping its place</p>}>
        <Late />
      </AfterPaint>,
    )
    expect(await screen.findByText('the heavy part')).toBeTruthy()
    expect(screen.queryByText('keeping its place')).toBeNull()
  })
})
