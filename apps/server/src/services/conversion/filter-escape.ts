/**
 * A value made safe for one filter option inside a -filter_complex string. ffmpeg reads it
 * twice: the graph parser splits filters at , ; [ ] and takes \ and ' as escapes, then the
 * filter's option parser splits options at : and takes \ and ' again; so it is escaped for
 * the option first and the result escaped for the graph (ffmpeg-filters, "Notes on filtergraph
 * escaping"). Paths and expressions go through it as well as anything a person typed.
 */
export function filterValue(value: string): string {
  const forOption = value.replace(/[\\':]/g, '\\$&')
  return forOption.replace(/[\\'[\],;]/g, '\\$&')
}
