// CSV for spreadsheets: RFC 4180 quoting (commas, quotes, CR/LF), CRLF line ends and a UTF-8 BOM
// so Excel opens accented and non-Latin text correctly.

export type CsvCell = string | number | boolean | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // Spreadsheet formula injection: a cell starting with = + - @ would be evaluated by Excel.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d[\d\s.,:/-]*$/.test(text) ? `'${text}` : text;
  return /[",\r\n;]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves `content` as a file through a temporary object URL (no server round trip). */
export function downloadCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL asynchronously after click().
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** e.g. solicitudes-2026-11-22.csv */
export function datedFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}
