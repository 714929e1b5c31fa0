import type { ConversionSpecInput, ConverterTestResult, FfmpegStatus } from '@marquee/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { apiGet, apiPost } from '@/lib/api-client'

/** GET /api/converter-test: whether the server's ffmpeg runs. */
export const useFfmpegStatus = () =>
  useQuery({
    queryKey: ['converter-test', 'status'],
    queryFn: ({ signal }) => apiGet<FfmpegStatus>('/converter-test', undefined, signal),
  })

/** POST /api/converter-test: the sample clip converted on the server (docs/requirements.md §1). */
export const useConverterTest = () =>
  useMutation({
    mutationFn: (spec: ConversionSpecInput) =>
      apiPost<ConverterTestResult>('/converter-test', spec),
  })
