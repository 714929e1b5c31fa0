import type { ColourDepth, FitMode } from '@marquee/core'
import { depthIndex, FRAGMENT_SHADER, fitIndex, VERTEX_SHADER } from './led-shader'

export interface LedFrame {
  leds: { width: number; height: number }
  fit: FitMode
  depth: ColourDepth
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type)
  if (!shader) throw new Error('Could not create a shader')
  gl.shaderSource(shader, source)
  gl.compileShader(shader)
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
    throw new Error(gl.getShaderInfoLog(shader) ?? 'The LED shader did not compile')
  }
  return shader
}

/** A source's pixels, or null while a video has no frame to give. */
function sourceSize(source: HTMLVideoElement | HTMLCanvasElement) {
  if (source instanceof HTMLCanvasElement) {
    return source.width > 0 && source.height > 0 ? source : null
  }
  if (source.readyState < source.HAVE_CURRENT_DATA || source.videoWidth === 0) return null
  return { width: source.videoWidth, height: source.videoHeight }
}

/** Draws video frames as LED dots on a WebGL2 canvas; null when the browser has no WebGL2. */
export function createLedRenderer(canvas: HTMLCanvasElement) {
  const gl = canvas.getContext('webgl2', { antialias: false, preserveDrawingBuffer: true })
  if (!gl) return null
  const program = gl.createProgram()
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER))
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER))
  gl.linkProgram(program)
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    throw new Error(gl.getProgramInfoLog(program) ?? 'The LED shader did not link')
  }
  // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
  gl.useProgram(program)
  // Two triangles covering the canvas.
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer())
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW)
  const position = gl.getAttribLocation(program, 'a_position')
  gl.enableVertexAttribArray(position)
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0)
  gl.bindTexture(gl.TEXTURE_2D, gl.createTexture())
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST)
  const uniform = (name: string) => gl.getUniformLocation(program, name)
  const at = {
    leds: uniform('u_leds'),
    canvas: uniform('u_canvas'),
    source: uniform('u_source'),
    fit: uniform('u_fit'),
    depth: uniform('u_depth'),
  }

  /**
   * Draws the playing video, or a frame composed on a canvas (a personalised clip's text over
   * the video, already at the sign's size: drawn with fit 'stretch').
   */
  return function draw(source: HTMLVideoElement | HTMLCanvasElement, frame: LedFrame): void {
    const size = sourceSize(source)
    if (!size) return
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, source)
    gl.viewport(0, 0, canvas.width, canvas.height)
    gl.uniform2i(at.leds, frame.leds.width, frame.leds.height)
    gl.uniform2f(at.canvas, canvas.width, canvas.height)
    gl.uniform2i(at.source, size.width, size.height)
    gl.uniform1i(at.fit, fitIndex(frame.fit))
    gl.uniform1i(at.depth, depthIndex(frame.depth))
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4)
  }
}

/**
 * Whether WebGL runs on the CPU (SwiftShader, llvmpipe: a machine or browser without a GPU),
 * where a frame of dots costs tens of milliseconds of the page's time.
 */
export function rendersOnCpu(canvas: HTMLCanvasElement): boolean {
  const gl = canvas.getContext('webgl2')
  if (!gl) return false
  const info = gl.getExtension('WEBGL_debug_renderer_info')
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER))
  return /swiftshader|llvmpipe|software/i.test(renderer)
}
