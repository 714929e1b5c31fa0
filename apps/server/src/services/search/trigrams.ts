/** pg_trgm's similarity for one word: shared trigrams of "  word " over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a)
  const right = trigrams(b)
  let shared = 0
  for (const gram of left) if (right.has(gram)) shared++
  const union = left.size + right.size - shared
  return union === 0 ? 0 : shared / union
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const grams = new Set<string>()
  for (let index = 0; index + 3 <= padded.length; index++) grams.add(padded.slice(index, index + 3))
  return grams
}
