// How the shop opens an image's bytes with sharp, for an editor's upload and for /_image alike: a cut-off file fails
// rather than coming out part grey, and nothing with more pixels than an editor may upload is decoded at all, so one
// stored picture cannot make a job take gigabytes.
import sharp from 'sharp';
import { MAX_UPLOAD_PIXELS } from './upload-rules';

// libvips keeps recent results for reuse; each image here is read once per job, so its cache would only hold memory.
sharp.cache(false);

export const openImage = (bytes: Buffer): sharp.Sharp =>
  sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_UPLOAD_PIXELS });
