import { Link } from 'react-router'

/** The wordmark with a small lit-pixel mark, echoing the signs the clips are made for. */
export function Logo() {
  return (
    <Link
      to="/home/home-style-4"
      className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-white"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 rounded-md bg-zinc-800 p-1">
        {[3, 8, 13, 18].flatMap((x) =>
          [6, 12, 18].map((y) => (
            <circle
              key={`${x}-${y}`}
              cx={x + 1.5}
              cy={y}
              r="1.8"
              className={(x + y) % 2 === 0 ? 'fill-amber-400' : 'fill-orange-500'}
            />
          )),
        )}
      </svg>
      <span>Marquee</span>
    </Link>
  )
}
