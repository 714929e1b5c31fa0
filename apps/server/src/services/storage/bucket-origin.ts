import type { Config } from '../../config/config.ts'

/** Where a browser posts to the bucket: the endpoint given (MinIO, R2), else AWS's own. */
export function bucketOrigin(
  config: Pick<Config, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>,
): string {
  if (config.S3_ENDPOINT) {
    const endpoint = new URL(config.S3_ENDPOINT)
    return config.S3_FORCE_PATH_STYLE
      ? endpoint.origin
      : `${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`
  }
  return `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`
}
