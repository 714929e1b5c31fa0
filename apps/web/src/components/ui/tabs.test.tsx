import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Tabs } from './tabs'

function ThreeTabs() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a')
  return (
    <Tabs
      label="Letters"
      value={value}
      onValueChange={setValue}
      tabs={[
        { value: 'a', label: 'Alpha', panel: <p>first panel</p> },
        { value: 'b', label: 'Beta', panel: <p>second panel</p> },
        { value: 'c', label: 'Gamma', panel: <p>third panel</p> },
      ]}
    />
  )
}

const panelText = () => screen.getByRole('tabpanel').textContent

describe('Tabs', () => {
  it('shows the selected tab’s panel, named by its tab, and selects another on a click', async () => {
    render(<ThreeTabs />)
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Alpha' }).textContent).toBe('first panel')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)

    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }))
    expect(screen.getByRole('tab', { name: 'Beta' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('false')
    expect(screen.getByRole('tabpanel', { name: 'Beta' }).textContent).toBe('second panel')
  })

  it('puts only the selected tab in the tab order and moves along the row with the arrows, Home and End', () => {
    render(<ThreeTabs />)
    const tab = (name: string) => screen.getByRole('tab', { name })
    expect([tab('Alpha'), tab('Beta'), tab('Gamma')].map((each) => each.tabIndex)).toEqual([
      0, -1, -1,
    ])

    const press = (key: string) => {
      if (!(document.activeElement instanceof HTMLElement)) throw new Error('no focus')
      fireEvent.keyDown(document.activeElement, { key })
    }
    tab('Alpha').focus()
    press('ArrowRight')
    expect(document.activeElement).toBe(tab('Beta'))
    expect(panelText()).toBe('second panel')
    expect(tab('Beta').tabIndex).toBe(0)
    press('ArrowLeft')
    press('ArrowLeft')
    expect(document.activeElement).toBe(tab('Gamma'))
    expect(panelText()).toBe('third panel')
    press('Home')
    expect(document.activeElement).toBe(tab('Alpha'))
    expect(panelText()).toBe('first panel')
    press('End')
    expect(document.activeElement).toBe(tab('Gamma'))
    press('ArrowRight')
    expect(panelText()).toBe('first panel')
    press('a')
    expect(panelText()).toBe('first panel')
  })
})
