import type { ExportName } from '@marquee/core'
import { FileDown } from 'lucide-react'
import { useId, useState } from 'react'
import { BusyButton } from '@/components/ui/busy-button'
import { notify } from '@/lib/notify'
import { saveFile } from '@/lib/save-file'
import { fetchCsvExport } from '../api/export-csv'

const dateClass = 'h-10 rounded-lg border border-zinc-300 bg-white px-2 text-sm'

/** "2026-11-01 to 2026-11-27", "from 2026-11-01", "up to 2026-11-27" or "all time". */
function spanText(from: string, to: string) {
  if (from && to) return `${from} to ${to}`
  if (from) return `from ${from}`
  if (to) return `up to ${to}`
  return 'all time'
}

/**
 * "Export CSV" of a back-office list, over chosen days (either may be left empty): the file
 * is fetched with the staff's token, saved, and a toast says what it held.
 */
export function ExportCsv({ name }: { name: ExportName }) {
  const id = useId()
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [busy, setBusy] = useState(false)

  const run = async () => {
    setBusy(true)
    try {
      const file = await fetchCsvExport(name, { from: from || undefined, to: to || undefined })
      saveFile(file.blob, file.fileName)
      notify(
        'success',
        `${file.rows.toLocaleString()} ${file.rows === 1 ? 'row' : 'rows'}, ${spanText(from, to)}, saved as ${file.fileName}`,
        `Exported ${name}`,
      )
    } catch (error) {
      notify('error', error instanceof Error ? error.message : 'The export could not be made.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">Export {name} as CSV</legend>
      <label htmlFor={`${id}-from`} className="flex flex-col text-xs font-medium text-zinc-600">
        From
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          className={dateClass}
        />
      </label>
      <label htmlFor={`${id}-to`} className="flex flex-col text-xs font-medium text-zinc-600">
        To
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          className={dateClass}
        />
      </label>
      <BusyButton
        variant="outline"
        size="sm"
        busy={busy}
        busyLabel="Exporting…"
        className="h-10"
        onClick={() => void run()}
        aria-label={`Export CSV of ${name}`}
      >
        <FileDown aria-hidden="true" className="size-4" />
        Export CSV
      </BusyButton>
    </fieldset>
  )
}
