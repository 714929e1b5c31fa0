import { COLOUR_DEPTHS, type ColourDepth, FIT_MODES, type FitMode } from '@marquee/core'

export const VERTEX_SHADER = `#version 300 es
in vec2 a_position;
void main() { gl_Position = vec4(a_position, 0.0, 1.0); }
`

/**
 * One fragment per canvas pixel: find the LED it belongs to, fetch the one source pixel at
 * that LED's centre (as the converter's area scaling would pick a single value per LED), place
 * it by the fit, reduce it to the sign's colours and mask it to a round dot.
 */
export const FRAGMENT_SHADER = `#version 300 es
precision highp float;
uniform sampler2D u_video;
uniform ivec2 u_leds;
uniform vec2 u_canvas;
uniform ivec2 u_source;
uniform int u_fit;
uniform int u_depth;
out vec4 outColor;

void main() {
  vec2 pixel = vec2(gl_FragCoord.x, u_canvas.y - gl_FragCoord.y);
  vec2 ledPosition = pixel / u_canvas * vec2(u_leds);
  vec2 led = floor(ledPosition);
  vec2 centre = (led + 0.5) / vec2(u_leds);
  float ratio = (float(u_source.x) / float(u_source.y)) / (float(u_leds.x) / float(u_leds.y));
  vec2 scale = vec2(1.0);
  if (u_fit == 0) { if (ratio > 1.0) scale.y = 1.0 / ratio; else scale.x = ratio; }
  if (u_fit == 1) { if (ratio > 1.0) scale.x = ratio; else scale.y = 1.0 / ratio; }
  vec2 uv = (centre - 0.5) / scale + 0.5;
  vec3 colour = vec3(0.0);
  if (all(greaterThanEqual(uv, vec2(0.0))) && all(lessThan(uv, vec2(1.0)))) {
    ivec2 source = clamp(ivec2(uv * vec2(u_source)), ivec2(0), u_source - 1);
    colour = texelFetch(u_video, source, 0).rgb;
  }
  if (u_depth == 1) colour = vec3(colour.r, colour.g, 0.0);
  if (u_depth == 2) colour = dot(colour, vec3(0.299, 0.587, 0.114)) * vec3(1.0, 0.72, 0.0);
  float distanceFromCentre = length(fract(ledPosition) - 0.5);
  float lit = 1.0 - smoothstep(0.34, 0.46, distanceFromCentre);
  outColor = vec4(mix(vec3(0.05), colour, lit), 1.0);
}
`

export const fitIndex = (fit: FitMode) => FIT_MODES.indexOf(fit)
export const depthIndex = (depth: ColourDepth) => COLOUR_DEPTHS.indexOf(depth)

/**
 * Canvas pixels per LED: as many as the screen shows (`shownWidth` device pixels across), at
 * least two so a dot and its gap show, at most 8 and never past ~1536 px a side, so a phone
 * without a GPU draws it in a few milliseconds.
 */
export function ledPitch(width: number, height: number, shownWidth = Number.POSITIVE_INFINITY) {
  const longest = Math.max(width, height)
  // Two pixels still show a dot and its gap; signs above 1024 LEDs a side get one.
  const least = longest <= 1024 ? 2 : 1
  const most = Math.max(least, Math.min(8, Math.floor(1536 / longest)))
  return Math.max(least, Math.min(most, Math.ceil(shownWidth / width)))
}
