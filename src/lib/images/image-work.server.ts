// Every image job a request starts (a resize for /_image, the check of an editor's upload) waits its turn here.
//
// sharp runs each job on one of libuv's four pool threads, and those threads are also where every page's WebCrypto
// hashing (Astro's CSP hashes of inline styles), async file reads and clinic access-code checks run. A page that asks
// for a dozen new image sizes at once queued a dozen slow jobs ahead of everyone's hashing, so cold pages took seconds
// while images were being made. Two jobs at a time keep both cores busy with images (libvips spreads each image over
// the cores too) and leave two pool threads for the requests (`npm run bench`, "the product page beside images").
// The seed's drawings are made before the server listens, so they do not come through here.
//
// A job given its request's signal is dropped from the line when the client goes away before it starts: nobody
// would get the picture, and the jobs behind it would wait for nothing.
import { WorkQueue } from '../site/work-queue';

const imageJobs = new WorkQueue(2);

export const imageWork = <T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> => imageJobs.run(job, signal);
