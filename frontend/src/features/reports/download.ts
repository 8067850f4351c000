/** Saves `text` as a CSV file in the browser (UTF-8 with a BOM so spreadsheet programs read it as UTF-8). */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
