import { CONVERTER_TEST_SIZE_MESSAGE } from '@marquee/core'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routes } from '@/app/router'
import { fakeApi } from '@/test/fake-api'
import { renderRoutes } from '@/test/render'

describe('/pages/converter-test', () => {
  it('says which sizes the test takes instead of sending one it refuses', async () => {
    const api = fakeApi({ '/api/converter-test': { ok: true, version: '5.1.9' } })
    renderRoutes(routes, '/pages/converter-test')
    fireEvent.change(await screen.findByLabelText('Width (px)'), { target: { value: '4096' } })
    fireEvent.change(screen.getByLabelText('Height (px)'), { target: { value: '2048' } })
    fireEvent.click(screen.getByRole('button', { name: 'Convert sample' }))
    expect((await screen.findByRole('alert')).textContent).toBe(CONVERTER_TEST_SIZE_MESSAGE)
    const posts = api.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts).toHaveLength(0)
  })
})
