import { themes } from '../apps/server/src/seed/synthetic/themes.ts'

/**
 * What shoppers type: subjects from the catalogue's themes, one or two words, a third of them
 * misspelt (a letter dropped, doubled or swapped), plus a few words the catalogue lacks.
 * Once every subject has come up, each comes back misspelt at another letter: `count`
 * different queries, so a long run over them never asks the same one twice. Deterministic,
 * so runs compare.
 */
export function variedQueries(count: number): string[] {
  const subjects = themes.flatMap((theme) =>
    Object.entries(theme.children).flatMap(([child, topics]) => [child, ...topics]),
  )
  const queries = new Set<string>()
  for (let index = 0; queries.size < count; index++) {
    if (index > count * 20) throw new Error(`variedQueries: not ${count} different queries`)
    const subject = (subjects[(index * 7) % subjects.length] as string).toLowerCase()
    const round = Math.floor(index / subjects.length)
    const words = subject.split(' ').slice(0, 1 + ((index + round) % 2))
    if (index % 3 === 0 || round > 0) words[0] = misspell(words[0] as string, index)
    if (round > 1 && words[1]) words[1] = misspell(words[1], index * 3 + round)
    if (index % 17 === 0) words.push('xyzzy')
    queries.add(words.join(' '))
  }
  return [...queries]
}

function misspell(word: string, seed: number): string {
  if (word.length < 4) return word
  const at = 1 + (seed % (word.length - 2))
  switch (seed % 3) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1)
    case 1:
      return word.slice(0, at) + (word[at] as string) + word.slice(at)
    default:
      return (
        word.slice(0, at) + (word[at + 1] as string) + (word[at] as string) + word.slice(at + 2)
      )
  }
}
