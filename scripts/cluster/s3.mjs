// The S3 stand-in: s3rver on disk, with the bucket's CORS rule a real bucket needs
// (deploy/README.md): the storefront's origin may POST logos and GET what it downloads.
import { mkdir } from 'node:fs/promises'
import S3rver from 's3rver'

export const S3_BUCKET = 'marquee-cluster'

export async function startS3({ port, directory, origin }) {
  await mkdir(directory, { recursive: true })
  const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [cors] }],
  })
  await server.run()
  return {
    env: {
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  }
}
