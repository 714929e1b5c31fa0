import { useConfig } from '@/lib/store-config'

/** docs/requirements.md §12: while payments are simulated the store says so. */
export function TestModeRibbon() {
  const { data: config } = useConfig()
  if (!config?.testMode) return null
  return (
    <p
      data-testid="test-mode-ribbon"
      className="bg-fuchsia-800 px-4 py-1 text-center text-xs font-semibold text-white"
    >
      <span className="tracking-wide uppercase">Test mode</span>
      <span className="text-fuchsia-100"> · payments are simulated, no card is charged</span>
    </p>
  )
}
