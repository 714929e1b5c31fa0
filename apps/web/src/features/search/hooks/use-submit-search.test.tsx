import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useUiStore } from '@/stores/ui-store'
import { fakeApi, searchResponse } from '@/test/fake-api'
import { testQueryClient } from '@/test/render'
import { type SearchRequest, useSubmitSearch } from './use-submit-search'

const navigate = vi.fn()
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  useNavigate: () => navigate,
}))

function setup() {
  const client = testQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useSubmitSearch(), { wrapper })
  return (request: SearchRequest) => act(() => result.current(request))
}

describe('useSubmitSearch', () => {
  beforeEach(() => {
    navigate.mockReset()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    useUiStore.getState().setSearchOpen(true)
  })

  it('does nothing with neither text nor a type', async () => {
    const api = fakeApi({})
    await setup()({ text: '   ', productType: null })
    expect(api).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
    expect(useUiStore.getState().searchOpen).toBe(true)
  })

  it('searches, then goes to the search page with the slug, and closes', async () => {
    const api = fakeApi({ '/api/products/search': searchResponse() })
    await setup()({ text: 'Oil  Change', productType: null })
    expect(String(api.mock.calls[0]?.[0])).toContain('q=oil+change')
    expect(navigate).toHaveBeenCalledWith('/shop/search?searchText=oil-change')
    expect(useUiStore.getState().searchOpen).toBe(false)
  })

  it('still goes to the search page when the search fails', async () => {
    fakeApi({ '/api/products/search': 500 })
    await setup()({ text: 'oil', productType: 'Automotive' })
    expect(navigate).toHaveBeenCalledWith('/shop/search?searchText=oil&productType=Automotive')
  })

  it('goes straight to the search page with only a type', async () => {
    const api = fakeApi({})
    await setup()({ text: '', productType: 'Automotive' })
    expect(api).not.toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('/shop/search?productType=Automotive')
  })
})
