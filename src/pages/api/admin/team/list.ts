// Who has which back-office role (issue 38 §1). Admins only.
import { listTeam } from '../../../../lib/backoffice/team.server';
import { adminEndpoint } from '../../../../lib/http/back-office-endpoint.server';
import { z } from 'zod/v4';

export const { POST, ALL } = adminEndpoint(z.object({}), async (db) => ({ team: await listTeam(db) }));
