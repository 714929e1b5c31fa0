/** One figure with its label, as the dashboard's cards show them. */
export function FigureCard({
  label,
  value,
  note,
}: {
  label: string
  value: string
  note?: string
}) {
  return (
    <div className="rounded-xl bg-white p-5 ring-1 ring-zinc-200">
      <dt className="text-sm font-medium text-zinc-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-zinc-900">{value}</dd>
      {note && <dd className="mt-1 text-xs text-zinc-600">{note}</dd>}
    </div>
  )
}
