import type { ContentVersion } from '@marquee/core'
import { notify } from '@/lib/notify'
import { useContentHistory } from '../api/admin-content'

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

const describe = (version: ContentVersion) =>
  version.kind === 'original'
    ? `As first written, before ${when(version.at)}`
    : `Saved ${when(version.at)}${version.actorEmail ? ` by ${version.actorEmail}` : ''}`

/**
 * A page's or a post's versions from the audit log (`path`: `pages/about-us`, `posts/7`);
 * `onRestore` saves one again, as a new version.
 */
export function ContentHistory({
  path,
  busy,
  onRestore,
}: {
  path: string
  busy: boolean
  onRestore: (version: ContentVersion) => Promise<unknown>
}) {
  const history = useContentHistory(path)
  const versions = history.data ?? []

  const restore = async (version: ContentVersion) => {
    const { title } = version
    try {
      await onRestore(version)
      notify('success', `Restored “${title}”: ${describe(version).toLowerCase()}.`)
    } catch (error) {
      notify('error', (error as Error).message, 'Could not restore that version')
    }
  }

  return (
    <section aria-labelledby="content-history" className="mt-10">
      <h2 id="content-history" className="text-lg font-bold text-zinc-900">
        History
      </h2>
      {history.isSuccess && versions.length === 0 && (
        <p className="mt-2 text-sm text-zinc-600">Not edited yet: the first save starts it.</p>
      )}
      <ol className="mt-3 flex flex-col gap-2">
        {versions.map((version, index) => (
          <li
            key={`${version.auditId}-${version.kind}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-zinc-200"
          >
            <span className="text-sm text-zinc-800">
              <span className="font-semibold">{version.title}</span>
              {version.published ? '' : ' (hidden)'}
              <span className="block text-zinc-600">{describe(version)}</span>
            </span>
            {index === 0 && version.kind === 'saved' ? (
              <span className="text-sm font-semibold text-emerald-800">Current</span>
            ) : (
              <button
                type="button"
                disabled={busy}
                onClick={() => restore(version)}
                aria-label={`Restore: ${describe(version)}`}
                className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-zinc-300 hover:ring-zinc-900 disabled:opacity-60"
              >
                Restore
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
