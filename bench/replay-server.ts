/**
 * Bare Fastify answering `/0`, `/1`... with the store's own status, headers and bytes of
 * each recording (REPLAY_FILE, written by replay.ts): the framework's ceiling for
 * responses of that size.
 */
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'
import type { Recording } from './replay.ts'

const recordings = JSON.parse(readFileSync(String(process.env.REPLAY_FILE), 'utf8')) as Recording[]
const app = Fastify({ logger: false })
recordings.forEach((recording, index) => {
  const body = Buffer.from(recording.body, 'base64')
  app.get(`/${index}`, async (_request, reply) =>
    reply.code(recording.status).headers(recording.headers).send(body),
  )
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
