/**
 * Hands a text file to the browser as a download (the CSV export): a Blob URL on a temporary
 * link, clicked, then released. The text already carries its BOM (packages/data csv.ts).
 */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has been handled (an immediate revoke cancels the download in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
