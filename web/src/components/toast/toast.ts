// Toasts, the kit's one way to tell the user that something happened. `showToast` is all a screen
// needs; the toasts themselves (notistack, drawn as alerts) load after the first page, in their
// own chunk (`Toaster`): a toast asked for before they are ready waits and shows once they are.

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

type Show = (message: string, variant: ToastVariant) => void;

let show: Show | null = null;
const waiting: { message: string; variant: ToastVariant }[] = [];

/** Shows a toast: "saved", "deleted", or an error that has no place on the page. */
export function showToast(message: string, variant: ToastVariant = 'success'): void {
  if (show) show(message, variant);
  else waiting.push({ message, variant });
}

/** Called by the mounted toaster: toasts go to it from now on, the waiting ones first. */
export function attachToaster(toaster: Show): () => void {
  show = toaster;
  for (const { message, variant } of waiting.splice(0)) toaster(message, variant);
  return () => {
    if (show === toaster) show = null;
  };
}
