import { createHash, randomUUID } from 'node:crypto'
import { link, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises'
import path from 'node:path'

interface Entry {
  bytes: number
}

/** A temporary file older than this was left by a process that stopped. */
const LEFT_OVER_MS = 24 * 3600 * 1000

/**
 * Stored objects kept as files on this machine, for tools that read files (ffmpeg). Keys are
 * versioned, so a kept file is never stale. One fetch per key however many ask at once; the
 * kept files are held under `maxBytes` by deleting the least recently used. A caller reads a
 * hard link of its own, so a file evicted (by this process or another sharing the directory)
 * while in use stays readable until the caller is done, and then its space is freed.
 */
export class FileCache {
  /** Least recently used first: a use moves its entry to the end (Date.now() ties within a ms). */
  private readonly entries = new Map<string, Entry>()
  private readonly fetching = new Map<string, Promise<void>>()
  private readonly inUse = new Map<string, number>()
  private total = 0
  private loaded: Promise<void> | undefined

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** Runs `use` with the object as a local file, fetching it with `fetch` unless kept. */
  async use<T>(
    key: string,
    fetch: (file: string) => Promise<void>,
    use: (file: string) => Promise<T>,
  ): Promise<T> {
    this.loaded ??= this.load()
    await this.loaded
    const name = createHash('sha256').update(key).digest('hex').slice(0, 40)
    const lease = await this.lease(name, fetch)
    try {
      return await use(lease)
    } finally {
      await rm(lease, { force: true })
    }
  }

  /** A link of the kept file for one caller; the file is fetched first if need be. */
  private async lease(name: string, fetch: (file: string) => Promise<void>): Promise<string> {
    const file = path.join(this.dir, name)
    const lease = `${file}.${randomUUID()}.lease`
    this.inUse.set(name, (this.inUse.get(name) ?? 0) + 1)
    try {
      await this.kept(name, file, fetch)
      await link(file, lease).catch(async (error) => {
        // Another process sharing the directory evicted it just now: fetch it again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        this.forget(name)
        await this.kept(name, file, fetch)
        await link(file, lease)
      })
      return lease
    } finally {
      const left = (this.inUse.get(name) ?? 1) - 1
      if (left > 0) this.inUse.set(name, left)
      else this.inUse.delete(name)
      await this.evict()
    }
  }

  private async kept(name: string, file: string, fetch: (file: string) => Promise<void>) {
    const entry = this.entries.get(name)
    if (entry && (await isFile(file))) {
      this.entries.delete(name)
      this.entries.set(name, entry)
      // The time of last use survives a restart as the file's mtime.
      await utimes(file, new Date(), new Date()).catch(() => {})
      return
    }
    if (entry) this.forget(name)
    let pending = this.fetching.get(name)
    if (!pending) {
      pending = this.fetchOnce(name, file, fetch).finally(() => this.fetching.delete(name))
      this.fetching.set(name, pending)
    }
    await pending
  }

  private async fetchOnce(name: string, file: string, fetch: (file: string) => Promise<void>) {
    // Written beside the target, then renamed: a reader sees the whole file or none.
    const partial = `${file}.${randomUUID()}.part`
    try {
      await fetch(partial)
      await rename(partial, file)
    } finally {
      await rm(partial, { force: true })
    }
    const { size } = await stat(file)
    this.entries.set(name, { bytes: size })
    this.total += size
  }

  private forget(name: string) {
    const entry = this.entries.get(name)
    if (!entry) return
    this.entries.delete(name)
    this.total -= entry.bytes
  }

  private async evict() {
    while (this.total > this.maxBytes) {
      const oldest = [...this.entries.keys()].find(
        (name) => !this.inUse.has(name) && !this.fetching.has(name),
      )
      if (!oldest) return
      this.forget(oldest)
      await rm(path.join(this.dir, oldest), { force: true })
    }
  }

  /** What an earlier run left: its files count towards the bound; stale temporary ones go. */
  private async load() {
    await mkdir(this.dir, { recursive: true })
    const found: Array<{ name: string; bytes: number; mtimeMs: number }> = []
    for (const name of await readdir(this.dir)) {
      const file = path.join(this.dir, name)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) continue
      if (name.includes('.')) {
        if (info.mtimeMs < Date.now() - LEFT_OVER_MS) await rm(file, { force: true })
        continue
      }
      found.push({ name, bytes: info.size, mtimeMs: info.mtimeMs })
    }
    for (const { name, bytes } of found.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
      this.entries.set(name, { bytes })
      this.total += bytes
    }
    await this.evict()
  }
}

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  )
