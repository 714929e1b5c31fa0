/** Room left above a scroll target so the sticky header does not cover it (docs/requirements.md §9). */
export const SCROLL_OFFSET = 120

export function scrollToElement(id: string, offset = SCROLL_OFFSET): void {
  const element = document.getElementById(id)
  if (!element) return
  const top = element.getBoundingClientRect().top + window.scrollY - offset
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' })
}
