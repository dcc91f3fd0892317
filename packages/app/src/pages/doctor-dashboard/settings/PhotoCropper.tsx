import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';

import {
  cropAfterKey,
  cropBox,
  cropPlace,
  cropRequest,
  initialCrop,
  moveCrop,
  previewBackground,
  zoomCrop,
  ZOOM_STEP,
  type CropSquare,
  type ImageSize,
} from './photoCrop';

const PREVIEW_SIDE = 96;

interface PhotoCropperProps {
  file: File;
  busy: boolean;
  /** The square chosen, in the upright picture's pixels; none when the browser could not show the file. */
  onSave: (crop: CropSquare | undefined) => void;
  onCancel: () => void;
}

/**
 * The photo step's crop (docs/decisions/053): the picture with a square to drag, or to move with the
 * arrow keys and zoom with + and - (or the buttons), and a round preview of what patients will see.
 * A file the browser cannot show is sent as is, so the server says why it is refused.
 */
export function PhotoCropper({ file, busy, onSave, onCancel }: PhotoCropperProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const describedBy = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [image, setImage] = useState<ImageSize | null>(null);
  const [broken, setBroken] = useState(false);
  const [crop, setCrop] = useState<CropSquare | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  // The parent mounts one cropper per chosen file (its key), so nothing here is reset.
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => setBroken(true);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  function onLoad(event: { currentTarget: HTMLImageElement }) {
    // naturalWidth/Height are those of the upright picture (EXIF orientation applied), as the server's.
    const size = { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight };
    setImage(size);
    setCrop(initialCrop(size));
  }

  /** Picture pixels per shown pixel. */
  function scale() {
    const width = stage.current?.getBoundingClientRect().width ?? 0;
    return image && width > 0 ? image.width / width : 1;
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current || !image || !crop) return;
    const ratio = scale();
    const dx = (event.clientX - drag.current.x) * ratio;
    const dy = (event.clientY - drag.current.y) * ratio;
    drag.current = { x: event.clientX, y: event.clientY };
    setCrop(moveCrop(crop, dx, dy, image));
  }

  function onPointerUp() {
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!image || !crop) return;
    const next = cropAfterKey(crop, event.key, event.shiftKey, image);
    if (next) {
      event.preventDefault();
      setCrop(next);
    }
  }

  const zoom = (factor: number) => image && crop && setCrop(zoomCrop(crop, factor, image));
  const box = image && crop ? cropBox(crop, image) : null;
  const place = image && crop ? cropPlace(crop, image) : null;
  const preview = image && crop ? previewBackground(crop, image, PREVIEW_SIDE) : null;

  return (
    <div className="photo-cropper">
      {url && !broken ? (
        <div className="photo-cropper__stage" ref={stage}>
          <img
            src={url}
            alt={text('DOCTOR_SETUP.CROP.PICTURE', { name: file.name })}
            onLoad={onLoad}
            onError={() => setBroken(true)}
            draggable={false}
          />
          {box && place ? (
            // A two-dimensional control has no interactive ARIA role; "application" lets a screen reader
            // pass the arrow keys to it (WCAG 2.1.1), and its description says where it is.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <div
              className="photo-cropper__square"
              role="application"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
              tabIndex={0}
              aria-roledescription={text('DOCTOR_SETUP.CROP.ROLE')}
              aria-label={text('DOCTOR_SETUP.CROP.SQUARE')}
              aria-describedby={describedBy}
              style={{
                left: `${box.left}%`,
                top: `${box.top}%`,
                width: `${box.width}%`,
                height: `${box.height}%`,
              }}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            />
          ) : null}
        </div>
      ) : null}
      {broken ? <p>{text('DOCTOR_SETUP.CROP.NOT_SHOWN')}</p> : null}
      {place ? (
        <p id={describedBy} className="photo-cropper__place" aria-live="polite">
          {text('DOCTOR_SETUP.CROP.PLACE', place)}
        </p>
      ) : null}
      {url && preview ? (
        <div className="photo-cropper__preview">
          <span>{text('DOCTOR_SETUP.CROP.PREVIEW')}</span>
          <span
            className="photo-cropper__round"
            role="img"
            aria-label={text('DOCTOR_SETUP.CROP.PREVIEW')}
            style={{
              inlineSize: PREVIEW_SIDE,
              blockSize: PREVIEW_SIDE,
              backgroundImage: `url("${url}")`,
              backgroundSize: preview.size,
              backgroundPosition: preview.position,
            }}
          />
        </div>
      ) : null}
      <div className="photo-cropper__actions">
        {crop ? (
          <>
            <button type="button" onClick={() => zoom(ZOOM_STEP)}>
              {text('DOCTOR_SETUP.CROP.ZOOM_IN')}
            </button>
            <button type="button" onClick={() => zoom(1 / ZOOM_STEP)}>
              {text('DOCTOR_SETUP.CROP.ZOOM_OUT')}
            </button>
          </>
        ) : null}
        <button
          type="button"
          aria-disabled={busy || (!crop && !broken) || undefined}
          onClick={() => {
            if (busy || (!crop && !broken)) return;
            onSave(image && crop ? cropRequest(crop, image) : undefined);
          }}
        >
          {text('DOCTOR_SETUP.CROP.SAVE')}
        </button>
        <button type="button" onClick={onCancel}>
          {text('DOCTOR_SETUP.CROP.CANCEL')}
        </button>
      </div>
    </div>
  );
}
