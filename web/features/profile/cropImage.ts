import type { Area } from 'react-easy-crop';
import { AVATAR_SIZE_PX } from '../../../domain/profile/profile';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('This file is not an image the browser can open'));
    image.src = src;
  });
}

/**
 * The chosen square of the picture, scaled to AVATAR_SIZE_PX and encoded in the browser, so
 * the server stores a small image whatever was picked (and its metadata, location included,
 * stays behind). WebP where the browser can write it, PNG otherwise.
 */
export async function cropToBlob(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE_PX;
  canvas.height = AVATAR_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop pictures');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  const blob = (await encode('image/webp').then((webp) => (webp?.type === 'image/webp' ? webp : null))) ?? (await encode('image/png'));
  if (!blob) throw new Error('The picture could not be cropped');
  return blob;
}
