/** Hands a text the app received (an .ics, a CSV) to the browser as a file download. */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download synchronously; the object URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
