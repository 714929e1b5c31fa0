// The timing every product clip shares.

/** Loop length of every clip, in seconds. */
export const LOOP = 4
/** Frame rate of every clip: LOOP seconds make 100 frames, numbered 0 to 99. */
export const FPS = 25
/** The headline slides in during the first ENTER seconds and out during the last ENTER. */
export const ENTER = 0.6
/**
 * The hold frame: the headline stands whole in the middle of the sign and the tag, which
 * pulses once a second, is at full brightness on whole seconds. Posters are this frame.
 */
export const HOLD_SECONDS = 2
