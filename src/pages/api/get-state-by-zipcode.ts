import { z } from 'zod/v4';
import { postEndpoint } from '../../lib/http/endpoint';
import { zipCodeSchema } from '../../lib/stock/requests';
import { lookUpState } from '../../lib/site/us-states';

// The US state of a ZIP code, or null (and a log line, spec 000 §8) when it is not in a state.
export const { POST, ALL } = postEndpoint(z.object({ zipCode: zipCodeSchema }), ({ zipCode }) => ({
  state: lookUpState(zipCode),
}));
