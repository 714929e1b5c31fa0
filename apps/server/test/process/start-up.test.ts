import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { seedProducts } from '../../src/seed/catalog-data.ts'
import { seededDataDir } from '../helpers/seeded-data-dir.ts'
import { failedStart, startServer } from '../helpers/server-process.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-start-'))

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

const json = async (url: string) => (await fetch(url)).json()

// Each test starts real stores, the first start of each migrating and seeding a new database
// unless the test is not about that (then it starts on a copy of the seeded template): on a
// loaded runner one first start alone can take most of the default 30 s.
describe('starting the store', { timeout: 120_000 }, () => {
  it('keeps its data across a restart and seeds only once', async () => {
    const dataDir = path.join(scratch, 'persisted')
    const first = await startServer({ DATA_DIR: dataDir })
    const products = await json(`${first.url}/api/products`)
    expect(products).toHaveLength(seedProducts.length)
    expect(await first.stop()).toBe(0)
    expect(existsSync(path.join(dataDir, 'marquee.sock'))).toBe(false)

    const second = await startServer({ DATA_DIR: dataDir })
    try {
      expect(await json(`${second.url}/api/products`)).toEqual(products)
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200)
    } finally {
      await second.stop()
    }
  })

  it('refuses a second store on a DATA_DIR that a running one holds', async () => {
    const dataDir = seededDataDir(path.join(scratch, 'shared'))
    const first = await startServer({ DATA_DIR: dataDir })
    try {
      const second = await failedStart({ DATA_DIR: dataDir })
      expect(second.code).toBe(1)
      expect(second.stderr.trim().split('\n')).toHaveLength(1)
      expect(second.stderr).toMatch(/DATA_DIR: .* is in use by another Marquee process/)
      expect(await json(`${first.url}/api/products`)).toHaveLength(seedProducts.length)
    } finally {
      await first.stop()
    }
  })

  it('is not blocked by a pid file naming a live process, as earlier versions left', async () => {
    const dataDir = seededDataDir(path.join(scratch, 'old-pid-file'))
    writeFileSync(path.join(dataDir, 'marquee.pid'), String(process.pid))
    const store = await startServer({ DATA_DIR: dataDir })
    try {
      expect(await json(`${store.url}/api/products`)).toHaveLength(seedProducts.length)
    } finally {
      await store.stop()
    }
  })

  it('starts on a DATA_DIR whose store was killed with SIGKILL', async () => {
    const dataDir = seededDataDir(path.join(scratch, 'killed'))
    const first = await startServer({ DATA_DIR: dataDir })
    first.child.kill('SIGKILL')
    await once(first.child, 'exit')
    const second = await startServer({ DATA_DIR: dataDir })
    try {
      expect(await json(`${second.url}/api/products`)).toHaveLength(seedProducts.length)
      const third = await failedStart({ DATA_DIR: dataDir })
      expect(third.stderr).toMatch(/is in use by another Marquee process \(pid \d+\)/)
    } finally {
      await second.stop()
    }
  })

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgres//nope' }],
  ])('stops with one line naming %s and creates nothing', async (variable, env) => {
    const dataDir = path.join(scratch, `never-${variable}`)
    const result = await failedStart({ DATA_DIR: dataDir, ...env })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain(variable)
    expect(existsSync(dataDir)).toBe(false)
  })

  it('refuses NODE_ENV=production without Stripe, in one line naming STRIPE_SECRET_KEY and PAYMENTS', async () => {
    const dataDir = path.join(scratch, 'never-production')
    const result = await failedStart({ DATA_DIR: dataDir, NODE_ENV: 'production' })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain('STRIPE_SECRET_KEY')
    expect(result.stderr).toContain('PAYMENTS=sandbox')
    expect(existsSync(dataDir)).toBe(false)
  })

  it('starts a staging store with PAYMENTS=sandbox: test mode on, and one line says so', async () => {
    const store = await startServer({
      DATA_DIR: path.join(scratch, 'staging'),
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
    })
    try {
      expect(await json(`${store.url}/api/config`)).toMatchObject({ testMode: true })
      expect(await json(`${store.url}/api/products`)).toHaveLength(seedProducts.length)
    } finally {
      expect(await store.stop()).toBe(0)
    }
    expect(store.output().match(/staging store \(PAYMENTS=sandbox\)/g)).toHaveLength(1)
  })

  it('stops with one line naming an unwritable DATA_DIR', async () => {
    const file = path.join(scratch, 'plain-file')
    writeFileSync(file, '')
    const result = await failedStart({ DATA_DIR: path.join(file, 'data') })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain('DATA_DIR')
    expect(readdirSync(scratch)).not.toContain('data')
  })
})
