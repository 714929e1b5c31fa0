/** The search page's `searchText` form: lowercase words joined by hyphens (docs/requirements.md §2). */
export function toSearchSlug(text: string): string {
  return text.trim().toLowerCase().split(/\s+/).filter(Boolean).join('-')
}

/** Dashes in `searchText` become spaces before searching (docs/requirements.md §2). */
export function fromSearchSlug(slug: string): string {
  return slug.replaceAll('-', ' ').replace(/\s+/g, ' ').trim()
}
