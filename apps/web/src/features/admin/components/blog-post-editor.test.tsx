import { fireEvent, screen, waitFor } from '@testing-library/react'
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
        img: '/media/blog/1.jpg',
        body: 'Turn it **down**.',
        published: true,
      },
    ])
  })
})
