import type { BlogEntry } from '@marquee/core'

/** Blog post `id` as /api/blog lists it: two paragraphs, its picture at /media/blog/<id>.webp. */
export function makeBlogEntry(id: number): BlogEntry {
  return {
    id,
    img: `/media/blog/${id}.webp`,
    title: `Post ${id}`,
    author: 'Aisha Karimi',
    date: '2026-04-27T09:00:00.000Z',
    desc: `Summary ${id}`,
    blog: 'First paragraph.\n\nSecond paragraph.',
    html: '<p>First paragraph.</p>\n<p>Second paragraph.</p>',
  }
}
