import { readdirSync, readFileSync } from 'node:fs'

export interface Memory {
  /** The largest process of the tree: the store itself (below tsx's CLI, beside the launcher). */
  storeMb: number
  /** The process and every descendant. */
  treeMb: number
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** Resident memory of a process tree, from Linux's /proc. */
export function memoryOf(pid: number): Memory {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    // The command name in parentheses may hold spaces; the parent pid follows the last ')'.
    const stat = read(`/proc/${name}/stat`)
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    parents.set(Number(name), parent)
  }
  const tree = [pid]
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child)
  }
  const sizes = tree.map((member) => {
    const kb = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${member}/status`))?.[1]
    return Number(kb ?? 0) / 1024
  })
  return { storeMb: Math.max(...sizes), treeMb: sizes.reduce((sum, size) => sum + size, 0) }
}
