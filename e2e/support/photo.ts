import type { Page } from '@playwright/test';

/** A 640 x 400 PNG drawn by the browser itself: a photo-like picture to crop into an avatar. */
export async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 640, 400);
    gradient.addColorStop(0, '#1C3D6E');
    gradient.addColorStop(1, '#F76707');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 400);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(320, 170, 80, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.ellipse(320, 400, 150, 120, 0, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}
