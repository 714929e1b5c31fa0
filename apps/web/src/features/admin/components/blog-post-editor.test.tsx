import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { BlogPostEditor } from './blog-post-editor'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

beforeEach(() => setTestUser('admin@marquee.local', 'Ada'))
afterEach(() => {
  clearTestUser()
  vi.mocked(notify).mockClear()
})

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const preview = { '/api/admin/content/preview': { intro: '', sections: [] } }

describe('BlogPostEditor', () => {
  it('refuses a data: picture and an empty author by name, sending nothing', async () => {
    const api = fakeApi(preview)
    renderWithRouter(<BlogPostEditor post={null} onDone={() => undefined} />)
    fill('Title', 'Night shifts')
    fill('Summary', 'Dim it.')
    fill('Picture (a /media/… path or https:// address)', 'data:image/png;base64,AAAA')
    fireEvent.click(screen.getByRole('button', { name: 'Save post' }))
    expect(await screen.findByText('use a /media/… path or an https:// address')).toBeTruthy()
    expect(screen.getByLabelText('Author').getAttribute('aria-invalid')).toBe('true')
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/content/posts'))).toBe(false)
  })

  it('writes a new post and says so', async () => {
    const sent: unknown[] = []
    fakeApi({
      ...preview,
      '/api/admin/content/posts': (_url: URL, body: unknown) => {
        sent.push(body)
        return { id: 9, ...(body as object) }
      },
    })
    const done = vi.fn()
    renderWithRouter(<BlogPostEditor post={null} onDone={done} />)
    fill('Title', 'Night shifts')
    fill('Author', 'Rosa Delgado')
    fill('Summary', 'Dim it.')
    fill('Markdown', 'Turn it **down**.')
    fireEvent.click(screen.getByRole('button', { name: 'Save post' }))
    await waitFor(() => expect(done).toHaveBeenCalled())
    expect(notify).toHaveBeenCalledWith('success', 'Saved the post “Night shifts”.')
    expect(sent).toEqual([
      {
        title: 'Night shifts',
        author: 'Rosa Delgado',
        summary: 'Dim it.',
        img: '/media/blog/1.webp',
        body: 'Turn it **down**.',
        published: true,
      },
    ])
  })

  it("lists a post's versions and restores one with the post's other fields as they stand", async () => {
    const post = {
      id: 7,
      title: 'Night shifts v2',
      author: 'Rosa Delgado',
      summary: 'Dim it.',
      img: '/media/blog/2.webp',
      body: 'Second words.',
      published: true,
      publishedAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      updatedBy: 'admin@marquee.local',
    }
    const version = (auditId: number, kind: 'saved' | 'original', title: string, body: string) => ({
      auditId,
      kind,
      at: '2026-11-21T10:00:00.000Z',
      actorEmail: kind === 'saved' ? 'admin@marquee.local' : null,
      title,
      body,
      published: true,
    })
    const sent: unknown[] = []
    fakeApi({
      ...preview,
      '/api/admin/content/posts/7/history': [
        version(31, 'saved', 'Night shifts v2', 'Second words.'),
        version(31, 'original', 'Night shifts', 'First words.'),
      ],
      '/api/admin/content/posts/7': (_url: URL, body: unknown) => {
        sent.push(body)
        return { ...post, ...(body as object) }
      },
    })
    renderWithRouter(<BlogPostEditor post={post} onDone={vi.fn()} />)
    const history = await screen.findByRole('region', { name: 'History' })
    expect(await within(history).findByText('Current')).toBeTruthy()
    fireEvent.click(within(history).getByRole('button', { name: /^Restore: As first written/ }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      title: 'Night shifts',
      author: 'Rosa Delgado',
      summary: 'Dim it.',
      img: '/media/blog/2.webp',
      body: 'First words.',
      published: true,
    })
    await waitFor(() =>
      expect((screen.getByLabelText('Markdown') as HTMLTextAreaElement).value).toBe('First words.'),
    )
    expect(vi.mocked(notify).mock.calls[0]?.[1]).toMatch(/^Restored “Night shifts”/)
  })
})
