import path from 'node:path'

/**
 * Containers a source clip may be (ffmpeg demuxer names). A playlist format such as HLS or
 * concat inside a file named .mp4 would make ffmpeg read other local files into the
 * customer's video; only these demuxers, over the local-file protocol only, are opened.
 */
export const SOURCE_CONTAINERS = 'mov,matroska,avi,mpeg,mpegts,gif'

/** Input options for ffmpeg and ffprobe that keep them to one local video file. */
export const LOCAL_VIDEO_ONLY = [
  ...['-format_whitelist', SOURCE_CONTAINERS, '-protocol_whitelist', 'file'],
] as const

/** A path ffmpeg reads as a file whatever its characters (`a:b.mp4` is not a protocol). */
export const fileUrl = (file: string) => `file:${path.resolve(file)}`
