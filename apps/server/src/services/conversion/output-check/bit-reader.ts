/** Reads big-endian bit fields, as MPEG headers pack them; past the end reads throw. */
export class BitReader {
  private position = 0

  constructor(private readonly bytes: Buffer) {}

  read(count: number): number {
    let value = 0
    for (let index = 0; index < count; index += 1) {
      const byte = this.bytes[this.position >> 3]
      if (byte === undefined) throw new RangeError('the header is cut short')
      value = value * 2 + ((byte >> (7 - (this.position & 7))) & 1)
      this.position += 1
    }
    return value
  }

  skip(count: number): void {
    this.read(count)
  }
}
