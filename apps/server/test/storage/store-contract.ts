import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import type { ObjectStore } from '../../src/services/storage/object-store.ts'

/** A store to hold to the contract, and the scratch directory its test files go in. */
export interface StoreUnderTest {
  store: ObjectStore
  scratch: string
  /** Why the server behind the store cannot show that it refuses an altered link, if so. */
  cannotCheckSignatures?: string
}

/** What a setup gives: a store, or why this kind of store cannot be tested here. */
export type StoreSetup = StoreUnderTest | { skip: string }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The behaviour every ObjectStore owes its callers, run against each implementation (the
 * local disk, S3): storing and reading objects, and download links that name the file,
 * answer Range requests, and are refused once expired or altered. Other suites can add
 * their own cases with `extra`, which gets the same store.
 */
export function storeContract(
  name: string,
  setup: StoreSetup,
  extra?: (subject: () => StoreUnderTest) => void,
): void {
  const reason = 'skip' in setup ? setup.skip : null
  if (reason) console.log(`${name}: contract skipped: ${reason}`)
  describe.skipIf(reason !== null)(`the ${name} store`, () => {
    const subject = () => setup as StoreUnderTest
    const body = 'frame data: 0123456789'
    const put = async (key: string, content = body) => {
      const file = path.join(subject().scratch, `${key.replaceAll('/', '_')}.src`)
      await writeFile(file, content)
      await subject().store.put(key, file, 'image/gif')
    }

    it('stores, reads, replaces, tells what exists and deletes', async () => {
      const { store } = subject()
      const key = 'renditions/1/abc/384x192-letterbox-full.gif'
      expect(await store.exists(key)).toBe(false)
      await put(key)
      expect(await store.exists(key)).toBe(true)
      expect(await text(await store.get(key))).toBe(body)
      await put(key, 'replaced')
      expect(await text(await store.get(key))).toBe('replaced')
      await store.delete(key)
      expect(await store.exists(key)).toBe(false)
      await store.delete(key)
    })

    it('refuses keys that could leave the store', async () => {
      const { store } = subject()
      for (const key of ['../secret', '/etc/passwd', 'a//b', 'a/../../b']) {
        await expect(store.downloadUrl(key, 'x.gif', 60)).rejects.toThrow('unsafe storage key')
        await expect(store.exists(key)).rejects.toThrow('unsafe storage key')
        await expect(store.delete(key)).rejects.toThrow('unsafe storage key')
      }
    })

    it('signs a link that downloads the file under its name, with Range', async () => {
      const { store } = subject()
      const key = 'renditions/2/def/384x192-letterbox-full.gif'
      await put(key)
      const url = await store.downloadUrl(key, 'oil-change-special_384x192.gif', 60)
      const whole = await fetch(url)
      expect(whole.status).toBe(200)
      expect(whole.headers.get('content-disposition')).toContain(
        'filename="oil-change-special_384x192.gif"',
      )
      expect(await whole.text()).toBe(body)
      const part = await fetch(url, { headers: { range: 'bytes=6-9' } })
      expect(part.status).toBe(206)
      expect(part.headers.get('content-range')).toBe(`bytes 6-9/${body.length}`)
      expect(await part.text()).toBe('data')
    })

    it('refuses an altered link and an expired one', async () => {
      const { store, cannotCheckSignatures } = subject()
      if (cannotCheckSignatures)
        console.log(`${name}: altered links not checked: ${cannotCheckSignatures}`)
      const key = 'renditions/3/fed/96x48-crop-amber.gif'
      await put(key)
      const url = new URL(await store.downloadUrl(key, 'clip_96x48.gif', 60))
      const renamed = new URL(url)
      for (const [param, value] of renamed.searchParams) {
        if (value.includes('clip_96x48.gif')) {
          renamed.searchParams.set(param, value.replace('clip_96x48.gif', 'other.gif'))
        }
      }
      const otherKey = new URL(url.href.replace('96x48-crop-amber', '96x48-crop-full'))
      const resigned = new URL(url)
      for (const [param, value] of resigned.searchParams) {
        if (/sig/i.test(param)) resigned.searchParams.set(param, `${value.slice(0, -2)}AA`)
      }
      for (const altered of cannotCheckSignatures ? [] : [renamed, otherKey, resigned]) {
        expect((await fetch(altered)).status, altered.href).toBe(403)
      }
      expect((await fetch(url)).status).toBe(200)
      // Links carry whole seconds: a 1-second link is dead 2 seconds later at the most. (The
      // link checked above lives a minute: a 1-second one ran out while a loaded CI runner
      // fetched the three altered ones.)
      const brief = await store.downloadUrl(key, 'clip_96x48.gif', 1)
      await sleep(2200)
      expect((await fetch(brief)).status).toBe(403)
    })

    it('hands an object over as a file on this machine, with its bytes', async () => {
      const { store } = subject()
      const key = 'catalog/4/0123456789abcdef/master'
      await put(key)
      const read = await store.localFile(key, (file) => readFile(file, 'utf8'))
      expect(read).toBe(body)
      await expect(store.localFile('../secret', async () => 'read')).rejects.toThrow(
        'unsafe storage key',
      )
    })

    it('peeks at an object: its size and first bytes, or null when there is none', async () => {
      const { store } = subject()
      const key = 'logos/peek/1-logo.png'
      await put(key)
      const peeked = await store.peek(key, 5)
      expect(peeked?.size).toBe(body.length)
      expect(peeked?.start.toString()).toBe('frame')
      expect((await store.peek(key, 1000))?.start.toString()).toBe(body)
      await put(key, '')
      expect(await store.peek(key, 5)).toEqual({ size: 0, start: Buffer.alloc(0) })
      expect(await store.peek('logos/peek/none.png', 5)).toBeNull()
      await expect(store.peek('../secret', 5)).rejects.toThrow('unsafe storage key')
    })

    extra?.(subject)
  })
}
