/**
 * What one anonymous converter test may ask for (decision 014): a 1920x1080 GIF of the
 * 4-second sample already holds about 1 GB while ffmpeg builds its palette, and 4096x4096
 * would hold 6.5 GB. Customers' own downloads keep MAX_SIGN_SIDE.
 */
export const CONVERTER_TEST_MAX_SIDE = 1920
export const CONVERTER_TEST_MAX_PIXELS = 1920 * 1080

/** What the converter test page says before it sends a size the test does not take. */
export const CONVERTER_TEST_SIZE_MESSAGE =
  'The converter test takes up to 1920 pixels a side and 1920 x 1080 pixels in all (downloads go up to 4096).'

/** Whether the converter test takes this size. */
export const withinConverterTestSize = (width: number, height: number) =>
  width <= CONVERTER_TEST_MAX_SIDE &&
  height <= CONVERTER_TEST_MAX_SIDE &&
  width * height <= CONVERTER_TEST_MAX_PIXELS

/** The converter test is full: its few places are taken and its short wait list too. */
export const CONVERTER_TEST_BUSY_MESSAGE =
  'The converter test is busy. Please try again in a minute.'

/** A customer asked for another conversion while `limit` of theirs are still queued or running. */
export const conversionsUnderWayMessage = (limit: number) =>
  `You have ${limit} conversion${limit === 1 ? '' : 's'} under way. Please wait for them to finish before asking for another.`
