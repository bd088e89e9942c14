// The image store's rows as the studio's library shows them (its originals stay in the store; see images.server.ts).

/** An image of the library: where it is served, its size, and the words that describe it. */
export type LibraryImage = {
  id: string;
  url: string;
  width: number;
  height: number;
  format: string;
  alt: string;
  /** The original's size in bytes. */
  bytes: number;
  updatedAt: string;
};

export type LibraryImageRow = {
  id: string;
  format: string;
  width: number;
  height: number;
  alt: string;
  body_length: number | string;
  /** The length without base64's closing `=` padding. */
  unpadded_length: number | string;
  updated_at: string;
};

/** The store keeps raster images as base64 (four characters for three bytes, less one per `=` of padding) and SVG as text. */
function bytesOf(row: LibraryImageRow): number {
  const length = Number(row.body_length);
  return row.format === 'svg' ? length : (length * 3) / 4 - (length - Number(row.unpadded_length));
}

export function libraryImageFromRow(row: LibraryImageRow): LibraryImage {
  return {
    id: row.id,
    url: `/cms/${row.id}`,
    width: Number(row.width),
    height: Number(row.height),
    format: row.format,
    alt: row.alt,
    bytes: bytesOf(row),
    updatedAt: row.updated_at,
  };
}
