import { type ExportName, type ExportRange, exportFileName } from '@marquee/core'
import type { Database } from '../../db/client.ts'
import { type Cell, csvChunks } from './csv.ts'
import { CUSTOMER_COLUMNS, customerExportRows } from './customers-export.ts'
import { DOWNLOAD_COLUMNS, downloadExportRows } from './downloads-export.ts'
import { ORDER_COLUMNS, orderExportRows } from './orders-export.ts'

type Rows = (db: Database, range: ExportRange) => AsyncGenerator<Cell[]>

const EXPORTS: Record<ExportName, { columns: readonly string[]; rows: Rows }> = {
  orders: { columns: ORDER_COLUMNS, rows: orderExportRows },
  customers: { columns: CUSTOMER_COLUMNS, rows: customerExportRows },
  downloads: { columns: DOWNLOAD_COLUMNS, rows: downloadExportRows },
}

/** A back-office export: its file name and its text, produced as the reader takes it. */
export function csvExport(db: Database, name: ExportName, range: ExportRange, now = new Date()) {
  const { columns, rows } = EXPORTS[name]
  return {
    fileName: exportFileName(name, range, now.toISOString().slice(0, 10)),
    chunks: csvChunks(columns, rows(db, range)),
  }
}
