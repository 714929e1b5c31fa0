/** One lexeme of a tsvector and its positions, each `weight << 14 | position` (A = 3 ... D = 0). */
export interface VectorEntry {
  lexeme: string
  positions: number[]
}

const WEIGHT_CODES: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 }

/**
 * Reads a tsvector's text form (`'oil':1A,4B 'chang':2A 'lube'`), whose lexemes come in the
 * vector's own order. A quote inside a lexeme is doubled and a backslash escaped.
 */
export function parseVector(text: string): VectorEntry[] {
  const entries: VectorEntry[] = []
  let at = 0
  while (at < text.length) {
    if (text[at] === ' ') {
      at++
      continue
    }
    if (text[at] !== "'") throw new Error(`not a tsvector at ${at}: ${text.slice(at, at + 20)}`)
    let lexeme = ''
    for (at++; ; at++) {
      const char = text[at]
      if (char === undefined) throw new Error('unterminated lexeme in a tsvector')
      if (char === "'" && text[at + 1] === "'") lexeme += text[++at]
      else if (char === '\\') lexeme += text[++at]
      else if (char === "'") break
      else lexeme += char
    }
    at++
    const positions: number[] = []
    if (text[at] === ':') {
      do {
        at++
        let position = 0
        while (text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) {
          position = position * 10 + text.charCodeAt(at) - 48
          at++
        }
        const weight = WEIGHT_CODES[text[at] as string]
        if (weight !== undefined) at++
        positions.push(((weight ?? 0) << 14) | position)
      } while (text[at] === ',')
    }
    entries.push({ lexeme, positions })
  }
  return entries
}
