import { readdirSync, readFileSync } from 'node:fs'

export interface Usage {
  /** The largest process of the tree: the store itself (below tsx's CLI, beside the launcher). */
  storeMb: number
  /** Resident memory of the process and every descendant. */
  treeMb: number
  /** CPU time (user + system) the tree has used so far: less swayed by the machine's load. */
  cpuMs: number
}

/** Linux counts CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICK_MS = 10

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** /proc/PID/stat's fields after the command name, which may hold spaces: [0] is field 3. */
const statFields = (pid: string | number) => {
  const stat = read(`/proc/${pid}/stat`)
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

/** Memory and CPU time of a process tree, from Linux's /proc. */
export function usageOf(pid: number): Usage {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    parents.set(Number(name), Number(statFields(name)[1]))
  }
  const tree = [pid]
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child)
  }
  const sizes = tree.map((member) => {
    const kb = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${member}/status`))?.[1]
    return Number(kb ?? 0) / 1024
  })
  const ticks = tree.map((member) => {
    const fields = statFields(member)
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
  })
  return {
    storeMb: Math.max(...sizes),
    treeMb: sizes.reduce((sum, size) => sum + size, 0),
    cpuMs: ticks.reduce((sum, tick) => sum + tick, 0) * TICK_MS,
  }
}
