import type { SignFont } from '@marquee/core'
import { useEffect, useState } from 'react'
import { loadSignFonts } from './sign-font-faces'

/**
 * Loads the sign fonts a personalisable clip's fields use; true once they are ready, so the
 * preview draws again in them (until then it draws the browser's fallback font).
 */
export function useSignFonts(fonts: readonly SignFont[]): boolean {
  const key = [...new Set(fonts)].sort().join(',')
  const [ready, setReady] = useState('')
  useEffect(() => {
    if (!key) return
    let current = true
    loadSignFonts(key.split(',') as SignFont[])
      .then(() => {
        if (current) setReady(key)
      })
      .catch((error: unknown) => console.warn('A sign font did not load:', error))
    return () => {
      current = false
    }
  }, [key])
  return key !== '' && ready === key
}
