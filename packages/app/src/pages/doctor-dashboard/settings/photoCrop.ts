/**
 * The square a doctor crops their photo to (docs/decisions/053): in the pixels of the upright image, as
 * `POST /doctors/me/photo` takes it. Positions are physical (left/top of the picture), in RTL too: the
 * picture is not mirrored, so ArrowLeft moves the square towards the picture's left in every language.
 */
export interface CropSquare {
  left: number;
  top: number;
  size: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The closest the doctor can zoom in: a quarter of the picture's shorter side. */
export const MAX_ZOOM = 4;
/** One press of + or - changes the square's side by this factor. */
export const ZOOM_STEP = 1.25;
/** One arrow press moves the square by this share of its side (Shift: four times as far). */
export const MOVE_SHARE = 0.05;

const shortSide = ({ width, height }: ImageSize) => Math.min(width, height);

/** The largest square, centred: what the server took when no crop was sent. */
export function initialCrop(image: ImageSize): CropSquare {
  const size = shortSide(image);
  return { left: (image.width - size) / 2, top: (image.height - size) / 2, size };
}

/** `crop` kept inside the picture, its side between a quarter of the shorter side and all of it. */
export function clampCrop(crop: CropSquare, image: ImageSize): CropSquare {
  const largest = shortSide(image);
  const size = Math.min(largest, Math.max(largest / MAX_ZOOM, crop.size));
  return {
    left: Math.min(image.width - size, Math.max(0, crop.left)),
    top: Math.min(image.height - size, Math.max(0, crop.top)),
    size,
  };
}

/** The square moved by (`dx`, `dy`) picture pixels, stopped at the edges. */
export function moveCrop(crop: CropSquare, dx: number, dy: number, image: ImageSize): CropSquare {
  return clampCrop({ ...crop, left: crop.left + dx, top: crop.top + dy }, image);
}

/** Zoomed in (`factor` > 1: a smaller square) or out about the square's centre, within the picture. */
export function zoomCrop(crop: CropSquare, factor: number, image: ImageSize): CropSquare {
  const largest = shortSide(image);
  const size = Math.min(largest, Math.max(largest / MAX_ZOOM, crop.size / factor));
  const centreX = crop.left + crop.size / 2;
  const centreY = crop.top + crop.size / 2;
  return clampCrop({ left: centreX - size / 2, top: centreY - size / 2, size }, image);
}

/** The square after a key press (arrows move, + and - zoom), or null when the key is not the cropper's. */
export function cropAfterKey(
  crop: CropSquare,
  key: string,
  shift: boolean,
  image: ImageSize,
): CropSquare | null {
  const step = Math.max(1, crop.size * MOVE_SHARE * (shift ? 4 : 1));
  switch (key) {
    case 'ArrowLeft':
      return moveCrop(crop, -step, 0, image);
    case 'ArrowRight':
      return moveCrop(crop, step, 0, image);
    case 'ArrowUp':
      return moveCrop(crop, 0, -step, image);
    case 'ArrowDown':
      return moveCrop(crop, 0, step, image);
    case '+':
    case '=':
      return zoomCrop(crop, ZOOM_STEP, image);
    case '-':
    case '_':
      return zoomCrop(crop, 1 / ZOOM_STEP, image);
    default:
      return null;
  }
}

/** Whole pixels for the API, still inside the picture (the server keeps the centre for any other square). */
export function cropRequest(crop: CropSquare, image: ImageSize): CropSquare {
  const size = Math.max(1, Math.min(shortSide(image), Math.floor(crop.size)));
  return {
    left: Math.min(image.width - size, Math.max(0, Math.round(crop.left))),
    top: Math.min(image.height - size, Math.max(0, Math.round(crop.top))),
    size,
  };
}

/** The square over the shown picture, in percent of its width and height. */
export function cropBox(crop: CropSquare, image: ImageSize) {
  return {
    left: (crop.left / image.width) * 100,
    top: (crop.top / image.height) * 100,
    width: (crop.size / image.width) * 100,
    height: (crop.size / image.height) * 100,
  };
}

/** The round preview of side `side` px: the whole picture as a background, scaled and shifted. */
export function previewBackground(crop: CropSquare, image: ImageSize, side: number) {
  const scale = side / crop.size;
  return {
    size: `${image.width * scale}px ${image.height * scale}px`,
    position: `${-crop.left * scale}px ${-crop.top * scale}px`,
  };
}

/** Where the square is, in whole percent, for its screen-reader description. */
export function cropPlace(crop: CropSquare, image: ImageSize) {
  return {
    zoom: Math.round((shortSide(image) / crop.size) * 100),
    left: Math.round((crop.left / image.width) * 100),
    top: Math.round((crop.top / image.height) * 100),
  };
}
