/** The Maps JavaScript API scripts the page has asked for. */
export const mapsScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://maps.googleapis.com/maps/api/js'),
  );
