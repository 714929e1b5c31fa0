import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export interface Tab<T extends string> {
  value: T
  label: ReactNode
  panel: ReactNode
  panelClassName?: string
}

/** Where each key moves the selection in a row of `count` tabs; undefined for other keys. */
function nextIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/**
 * A row of tabs and the selected tab's panel, as WAI-ARIA's tabs pattern has them: one tab in
 * the page's tab order, the arrow keys, Home and End move along the row and select as they go,
 * and only the selected panel is rendered. Nothing reads computed styles while it mounts
 * (Radix's Tabs did, on every panel, forcing the page's whole style recalculation inside the
 * render that showed it).
 */
export function Tabs<T extends string>({
  label,
  value,
  onValueChange,
  tabs,
  listClassName,
  tabClassName,
}: {
  /** The tab list's accessible name. */
  label: string
  value: T
  onValueChange: (value: T) => void
  tabs: readonly Tab<T>[]
  listClassName?: string
  tabClassName?: string
}) {
  const id = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const selected = tabs.find((tab) => tab.value === value) ?? tabs[0]
  const tabId = (tab: Tab<T>) => `${id}-tab-${tab.value}`
  const panelId = (tab: Tab<T>) => `${id}-panel-${tab.value}`

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, tabs.length)
    const tab = next === undefined ? undefined : tabs[next]
    if (next === undefined || !tab) return
    event.preventDefault()
    onValueChange(tab.value)
    buttons.current[next]?.focus()
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((tab, index) => {
          const isSelected = tab === selected
          return (
            <button
              key={tab.value}
              ref={(node) => {
                buttons.current[index] = node
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={tabClassName}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          className={selected.panelClassName}
        >
          {selected.panel}
        </div>
      )}
    </>
  )
}
