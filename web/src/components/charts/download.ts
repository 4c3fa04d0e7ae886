// Saving a file from the browser: an invisible link, clicked.

export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function downloadText(text: string, fileName: string, type: string): void {
  // The byte-order mark makes Excel read the CSV as UTF-8 (names with accents).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  downloadUrl(url, fileName);
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
