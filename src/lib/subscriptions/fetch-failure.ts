// A subscription fetch error is logged and ignored (spec 000 §8): the page that asked shows everything else, and
// says the autoships could not be read just now instead of saying there are none.
import { errorMessage, log, type Logger } from '../site/log';

export const SUBSCRIPTION_FETCH_ERROR = 'Subscription fetch error';

/** What `fetch` answers, or null (logged) when it fails. */
export async function subscriptionsOrNull<T>(fetch: () => Promise<T>, logger: Logger = log): Promise<T | null> {
  try {
    return await fetch();
  } catch (error) {
    logger('error', SUBSCRIPTION_FETCH_ERROR, { error: errorMessage(error) });
    return null;
  }
}
