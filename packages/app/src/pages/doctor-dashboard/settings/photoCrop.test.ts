import { describe, expect, it } from 'vitest';

import {
  clampCrop,
  cropAfterKey,
  cropBox,
  cropPlace,
  cropRequest,
  initialCrop,
  moveCrop,
  previewBackground,
  zoomCrop,
} from './photoCrop';

const landscape = { width: 400, height: 200 };
const portrait = { width: 300, height: 600 };

describe('photo crop', () => {
  it('starts from the largest centred square', () => {
    expect(initialCrop(landscape)).toEqual({ left: 100, top: 0, size: 200 });
    expect(initialCrop(portrait)).toEqual({ left: 0, top: 150, size: 300 });
  });

  it('moves and stops at the picture’s edges', () => {
    const start = initialCrop(landscape);
    expect(moveCrop(start, -30, 0, landscape)).toEqual({ left: 70, top: 0, size: 200 });
    expect(moveCrop(start, -500, -10, landscape)).toEqual({ left: 0, top: 0, size: 200 });
    expect(moveCrop(start, 500, 10, landscape)).toEqual({ left: 200, top: 0, size: 200 });
  });

  it('zooms about the centre, between a quarter of the short side and all of it', () => {
    const start = initialCrop(landscape);
    expect(zoomCrop(start, 2, landscape)).toEqual({ left: 150, top: 50, size: 100 });
    expect(zoomCrop(start, 100, landscape)).toEqual({ left: 175, top: 75, size: 50 });
    expect(zoomCrop(start, 0.5, landscape)).toEqual(start);
    // Zooming out near an edge pushes the square back inside.
    expect(zoomCrop({ left: 0, top: 0, size: 100 }, 0.5, landscape)).toEqual({ left: 0, top: 0, size: 200 });
    expect(clampCrop({ left: 390, top: -5, size: 10 }, landscape)).toEqual({ left: 350, top: 0, size: 50 });
  });

  it('answers the keys: arrows move by 5 % of the side (Shift 20 %), + and - zoom, others are not its', () => {
    const start = zoomCrop(initialCrop(portrait), 2, portrait); // { left: 75, top: 225, size: 150 }
    expect(start).toEqual({ left: 75, top: 225, size: 150 });
    expect(cropAfterKey(start, 'ArrowLeft', false, portrait)).toEqual({ left: 67.5, top: 225, size: 150 });
    expect(cropAfterKey(start, 'ArrowRight', true, portrait)).toEqual({ left: 105, top: 225, size: 150 });
    expect(cropAfterKey(start, 'ArrowUp', false, portrait)).toEqual({ left: 75, top: 217.5, size: 150 });
    expect(cropAfterKey(start, 'ArrowDown', false, portrait)).toEqual({ left: 75, top: 232.5, size: 150 });
    expect(cropAfterKey(start, '+', false, portrait)).toEqual({ left: 90, top: 240, size: 120 });
    expect(cropAfterKey(start, '-', false, portrait)).toEqual({ left: 56.25, top: 206.25, size: 187.5 });
    expect(cropAfterKey(start, 'Enter', false, portrait)).toBeNull();
  });

  it('sends whole pixels inside the picture', () => {
    expect(cropRequest({ left: 56.25, top: 206.25, size: 187.5 }, portrait)).toEqual({
      left: 56,
      top: 206,
      size: 187,
    });
    // Rounding up may not push the square past the edge.
    expect(cropRequest({ left: 212.6, top: 0, size: 187.5 }, landscape)).toEqual({
      left: 213,
      top: 0,
      size: 187,
    });
    expect(cropRequest({ left: 299.7, top: 0.2, size: 100.4 }, landscape)).toEqual({
      left: 300,
      top: 0,
      size: 100,
    });
  });

  it('places the square, the round preview and its description', () => {
    const crop = { left: 200, top: 100, size: 100 };
    expect(cropBox(crop, landscape)).toEqual({ left: 50, top: 50, width: 25, height: 50 });
    expect(previewBackground(crop, landscape, 120)).toEqual({
      size: '480px 240px',
      position: '-240px -120px',
    });
    expect(cropPlace(crop, landscape)).toEqual({ zoom: 200, left: 50, top: 50 });
  });
});
