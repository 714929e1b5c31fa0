import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import S3rver from 's3rver'
import { afterAll, expect, it } from 'vitest'
import downloadFileRoutes from '../../src/routes/storage/downloads-file.ts'
import { localStore } from '../../src/services/storage/local-store.ts'
import { s3Store } from '../../src/services/storage/s3-store.ts'
import { type StoreSetup, type StoreUnderTest, storeContract } from './store-contract.ts'

const scratch = await mkdtemp(path.join(tmpdir(), 'marquee-store-contract-'))
const cleanUp: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step()
  await rm(scratch, { recursive: true, force: true })
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Files under a scratch root, their links served by the store's own signed route. */
async function startLocal(): Promise<StoreSetup> {
  const port = await freePort()
  const store = localStore(
    path.join(scratch, 'local'),
    `http://127.0.0.1:${port}`,
    randomBytes(32).toString('base64url'),
  )
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(downloadFileRoutes, { store })
  await app.listen({ port, host: '127.0.0.1' })
  cleanUp.push(() => app.close())
  return { store, scratch }
}

/** Where the S3 store keeps objects read as files, and the little it may keep there. */
const CACHE_DIR = path.join(scratch, 'object-cache')
const CACHE_BYTES = 100
/** GetObject requests the S3 store sent, and the byte ranges they asked for. */
let gets = 0
const ranges: (string | undefined)[] = []

/** The S3 client against s3rver (an S3-compatible server on disk) on a free port. */
async function startS3(): Promise<StoreSetup> {
  try {
    const port = await freePort()
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: path.join(scratch, 's3'),
      configureBuckets: [{ name: 'marquee-test' }],
    })
    await mkdir(path.join(scratch, 's3'), { recursive: true })
    await server.run()
    cleanUp.push(() => server.close())
    const store = s3Store(
      {
        bucket: 'marquee-test',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        // s3rver's built-in account.
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      },
      { dir: CACHE_DIR, maxBytes: CACHE_BYTES },
    )
    store.client.middlewareStack.add(
      (next, context) => (args) => {
        if (context.commandName === 'GetObjectCommand') {
          gets += 1
          ranges.push((args.input as { Range?: string }).Range)
        }
        return next(args)
      },
      { step: 'initialize' },
    )
    cleanUp.push(async () => store.client.destroy())
    // s3rver 3.x checks a presigned link's expiry but not its SigV4 signature.
    return { store, scratch, cannotCheckSignatures: 's3rver 3.x accepts any SigV4 signature' }
  } catch (error) {
    return { skip: `s3rver could not start (${(error as Error).message})` }
  }
}

/** The files the cache keeps (not the links callers are reading), and their bytes. */
async function cached() {
  const names = (await readdir(CACHE_DIR)).filter((name) => !name.includes('.'))
  const sizes = await Promise.all(
    names.map(async (name) => (await stat(path.join(CACHE_DIR, name))).size),
  )
  return { count: names.length, bytes: sizes.reduce((sum, size) => sum + size, 0) }
}

/** S3 objects read as files: fetched once, kept under the bound, least recently used out first. */
function s3LocalFiles(subject: () => StoreUnderTest) {
  const master = (n: number) => `catalog/9/${String(n).padStart(16, '0')}/master`
  const body = (n: number) => `master ${n}: ${'x'.repeat(30)}`
  const put = async (n: number) => {
    const file = path.join(scratch, `master-${n}.src`)
    await writeFile(file, body(n))
    await subject().store.put(master(n), file, 'video/mp4')
  }
  const read = (n: number) => subject().store.localFile(master(n), (file) => readFile(file, 'utf8'))

  it('fetches an object once for 20 callers at once, each reading its bytes', async () => {
    await put(1)
    const before = gets
    const reads = await Promise.all(Array.from({ length: 20 }, () => read(1)))
    expect(reads).toEqual(Array(20).fill(body(1)))
    expect(gets - before).toBe(1)
    expect(await read(1)).toBe(body(1))
    expect(gets - before).toBe(1)
  })

  it('keeps the cache under its bound, dropping the least recently used', async () => {
    for (const n of [2, 3, 4, 5]) await put(n)
    // Two 41-byte files fit in 100 bytes, a third does not.
    for (const n of [2, 3, 2, 4]) {
      expect(await read(n)).toBe(body(n))
      expect((await cached()).bytes).toBeLessThanOrEqual(CACHE_BYTES)
    }
    const before = gets
    expect(await read(2)).toBe(body(2))
    expect(gets - before).toBe(0)
    expect(await read(3)).toBe(body(3))
    expect(gets - before).toBe(1)
    expect(await cached()).toEqual({ count: 2, bytes: 2 * body(3).length })
  })

  it('peeks at a large object with one ranged GET of the bytes asked for', async () => {
    const file = path.join(scratch, 'large.src')
    await writeFile(file, Buffer.alloc(4 * 1024 * 1024, 7))
    await subject().store.put('logos/peek/large.png', file, 'image/png')
    const before = ranges.length
    const peeked = await subject().store.peek('logos/peek/large.png', 16)
    expect(peeked).toEqual({ size: 4 * 1024 * 1024, start: Buffer.alloc(16, 7) })
    expect(ranges.slice(before)).toEqual(['bytes=0-15'])
  })

  it('leaves a file readable to its caller while others push it out of the cache', async () => {
    await put(6)
    const outcome = await subject().store.localFile(master(6), async (file) => {
      for (const n of [2, 3, 4, 5]) await read(n)
      return readFile(file, 'utf8')
    })
    expect(outcome).toBe(body(6))
    expect((await cached()).bytes).toBeLessThanOrEqual(CACHE_BYTES)
  })
}

storeContract('local', await startLocal())
storeContract('S3 (s3rver)', await startS3(), s3LocalFiles)
