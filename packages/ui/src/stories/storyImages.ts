/** A stand-in user photo for stories: an inline SVG, so stories never depend on the network. */
export const STORY_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0b5f8a"/><circle cx="48" cy="38" r="18" fill="#f2c9a0"/><path d="M14 96c3-22 17-32 34-32s31 10 34 32z" fill="#ffffff"/></svg>',
)}`;

/** A photo URL that always fails to load, to show the placeholder fallback. */
export const STORY_BROKEN_PHOTO = 'data:image/png;base64,broken';
