import { X } from 'lucide-react'

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-full text-zinc-600 ring-1 ring-zinc-200 hover:bg-rose-50 hover:text-rose-700"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  )
}
