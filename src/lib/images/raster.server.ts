// Drawn artwork (SVG) turned into the raster originals the image store keeps, as an editor's upload would be.
import sharp from 'sharp';

/** The SVG rendered to a PNG of `width` px (its height follows the drawing), as base64 for the `body` column. */
export async function rasterise(svg: string, drawnWidth: number, width: number): Promise<string> {
  const png = await sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return png.toString('base64');
}
