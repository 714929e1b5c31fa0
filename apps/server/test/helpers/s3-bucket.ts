import type { AddressInfo } from 'node:net'
import S3rver from 's3rver'

/**
 * s3rver on a free loopback port with one bucket: the S3 stand-in of the API tests, and the
 * settings that point a store at it.
 */
export async function startS3Bucket(directory: string, bucket: string) {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = (await server.run()) as AddressInfo
  const env: Record<string, string> = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  return { server, env }
}
