import { LoaderCircle } from 'lucide-react'

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-zinc-600">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-amber-500" />
      <span className="text-sm font-medium">{label}…</span>
    </div>
  )
}
