/** A switched-off LED sign spelling "OOPS" in dim pixels, for empty results. */
const LETTERS: Record<string, string[]> = {
  O: ['111', '101', '101', '101', '111'],
  P: ['111', '101', '111', '100', '100'],
  S: ['111', '100', '111', '001', '111'],
}

export function OopsIllustration({ className }: { className?: string }) {
  const pixels = [...'OOPS'].flatMap((letter, index) =>
    (LETTERS[letter] ?? []).flatMap((row, y) =>
      [...row].map((bit, x) => ({
        key: `${index}-${x}-${y}`,
        on: bit === '1',
        x: 22 + index * 40 + x * 10,
        y: 30 + y * 10,
      })),
    ),
  )
  return (
    <svg
      viewBox="0 0 200 120"
      role="img"
      aria-label="Oops: an empty LED sign"
      className={className}
    >
      <rect x="4" y="8" width="192" height="90" rx="10" className="fill-zinc-800" />
      <rect x="12" y="16" width="176" height="74" rx="4" className="fill-zinc-950" />
      {pixels.map((pixel) => (
        <circle
          key={pixel.key}
          cx={pixel.x}
          cy={pixel.y}
          r="3.6"
          className={pixel.on ? 'fill-amber-400' : 'fill-zinc-800'}
        />
      ))}
      <rect x="60" y="98" width="10" height="18" className="fill-zinc-700" />
      <rect x="130" y="98" width="10" height="18" className="fill-zinc-700" />
    </svg>
  )
}
