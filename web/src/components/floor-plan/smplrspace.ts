// The Smplrspace viewer's script and stylesheet, loaded once on demand (specification section 7:
// "a space viewer script and stylesheet load at runtime using a token and organization id").
// Only the few calls Atrium makes are typed here.

export const SMPLR_SCRIPT_URL = 'https://app.smplrspace.com/lib/smplr.js';
export const SMPLR_STYLE_URL = 'https://app.smplrspace.com/lib/smplr.css';
/** Logged when the script cannot load (specification section 8). */
export const SMPLR_LOAD_ERROR = 'Failed to load smplr.js';

export type SmplrViewerOptions = {
  preview: boolean;
  mode: '2d' | '3d';
  allowModeChange: boolean;
  hideLevelPicker: boolean;
  hideNavigationButtons?: boolean;
  onReady: () => void;
  onError: (error: unknown) => void;
};
export type SmplrSpace = {
  startViewer: (options: SmplrViewerOptions) => void;
  remove?: () => void;
};
export type Smplr = {
  Space: new (options: {
    spaceId: string;
    clientToken: string;
    containerId: string;
    organizationId?: string;
  }) => SmplrSpace;
};

declare global {
  interface Window {
    smplr?: Smplr;
  }
}

let loading: Promise<Smplr> | null = null;

/** Adds the stylesheet and the script once; a failed load may be tried again later. */
export function loadSmplr(): Promise<Smplr> {
  if (window.smplr) return Promise.resolve(window.smplr);
  loading ??= new Promise<Smplr>((resolve, reject) => {
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = SMPLR_STYLE_URL;
    document.head.append(style);
    const script = document.createElement('script');
    script.src = SMPLR_SCRIPT_URL;
    script.async = true;
    const fail = (reason: string) => {
      console.error(SMPLR_LOAD_ERROR);
      script.remove();
      style.remove();
      loading = null;
      reject(new Error(reason));
    };
    script.addEventListener('load', () => {
      if (window.smplr) resolve(window.smplr);
      else fail('The script loaded but defined no viewer.');
    });
    script.addEventListener('error', () => {
      fail(`The script at ${SMPLR_SCRIPT_URL} could not be loaded.`);
    });
    document.head.append(script);
  });
  return loading;
}
