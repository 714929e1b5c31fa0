import { useConfig } from '../api/get-config'

/** DESIGN §2: while payments are simulated the store says so. */
export function TestModeRibbon() {
  const { data: config } = useConfig()
  if (!config?.testMode) return null
  return (
    <p
      data-testid="test-mode-ribbon"
      title="Payments are simulated: no card is charged"
      className="pointer-events-none fixed bottom-4 left-4 z-30 rounded-full bg-fuchsia-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase shadow-lg"
    >
      Test mode
    </p>
  )
}
