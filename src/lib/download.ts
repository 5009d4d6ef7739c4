/** Saves `data` as a JSON file through a temporary link (no navigation, nothing left in the page). */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not now: the browser reads the blob after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
