import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import S3rver from 's3rver'
import { afterAll } from 'vitest'
import downloadFileRoutes from '../../src/routes/downloads-file.ts'
import { localStore } from '../../src/services/storage/local-store.ts'
import { s3Store } from '../../src/services/storage/s3-store.ts'
import { type StoreSetup, storeContract } from './store-contract.ts'

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
    const store = s3Store({
      bucket: 'marquee-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's built-in account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    })
    cleanUp.push(async () => store.client.destroy())
    // s3rver 3.x checks a presigned link's expiry but not its SigV4 signature.
    return { store, scratch, cannotCheckSignatures: 's3rver 3.x accepts any SigV4 signature' }
  } catch (error) {
    return { skip: `s3rver could not start (${(error as Error).message})` }
  }
}

storeContract('local', await startLocal())
storeContract('S3 (s3rver)', await startS3())
