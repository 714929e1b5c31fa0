import type { SignFontMetrics } from '../packages/core/src/sign-fonts.ts'

export function signFontMetrics(): Record<string, SignFontMetrics>
export function typeableCodePoints(): number[]
export const SIGN_FONT_FILES: Record<string, string>
