/** One headed part of a content page: paragraphs, then an optional bullet list. */
export interface ContentSection {
  heading: string
  paragraphs: string[]
  bullets?: string[]
}
