import { themes } from '../apps/server/src/seed/synthetic/themes.ts'

/**
 * What shoppers type: subjects from the catalogue's themes, one or two words, a third of them
 * misspelt (a letter dropped, doubled or swapped), plus a few words the catalogue lacks.
 * Deterministic, so runs compare.
 */
export function variedQueries(count: number): string[] {
  const subjects = themes.flatMap((theme) =>
    Object.entries(theme.children).flatMap(([child, topics]) => [child, ...topics]),
  )
  const queries: string[] = []
  for (let index = 0; queries.length < count; index++) {
    const subject = (subjects[(index * 7) % subjects.length] as string).toLowerCase()
    const words = subject.split(' ').slice(0, 1 + (index % 2))
    if (index % 3 === 0) words[0] = misspell(words[0] as string, index)
    if (index % 17 === 0) words.push('xyzzy')
    queries.push(words.join(' '))
  }
  return queries
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
