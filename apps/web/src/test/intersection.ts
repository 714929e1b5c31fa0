import { act } from '@testing-library/react'
import { vi } from 'vitest'

interface Watcher {
  callback: IntersectionObserverCallback
  options: IntersectionObserverInit | undefined
  targets: Set<Element>
  observer: IntersectionObserver
}

/**
 * Replaces IntersectionObserver (happy-dom's never reports) with one the test drives:
 * `scrollNear(element)` tells the observers watching `element` that it has come into their
 * range, as scrolling would. The setup file's unstubAllGlobals puts the original back.
 */
export function stubIntersectionObserver() {
  const watchers = new Set<Watcher>()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly #watcher: Watcher
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.#watcher = {
          callback,
          options,
          targets: new Set(),
          observer: this as unknown as IntersectionObserver,
        }
        watchers.add(this.#watcher)
      }
      observe(target: Element) {
        this.#watcher.targets.add(target)
      }
      unobserve(target: Element) {
        this.#watcher.targets.delete(target)
      }
      disconnect() {
        watchers.delete(this.#watcher)
      }
      takeRecords() {
        return []
      }
    },
  )
  const watching = (element: Element) =>
    [...watchers].filter((watcher) => watcher.targets.has(element))
  return {
    /** The root margins of the observers watching `element`. */
    marginsOf: (element: Element) =>
      watching(element).map((watcher) => watcher.options?.rootMargin),
    scrollNear(element: Element, isIntersecting = true) {
      for (const watcher of watching(element)) {
        const entry = { isIntersecting, target: element } as IntersectionObserverEntry
        act(() => watcher.callback([entry], watcher.observer))
      }
    },
  }
}
