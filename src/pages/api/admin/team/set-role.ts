// Gives an account a back-office role, or takes it away (role null). Admins only; never their own.
import { setRoleBody } from '../../../../lib/backoffice/requests';
import { listTeam, setRole } from '../../../../lib/backoffice/team.server';
import { adminEndpoint, refusedAnswer } from '../../../../lib/http/back-office-endpoint.server';

export const { POST, ALL } = adminEndpoint(setRoleBody, async (db, user, input) => {
  const outcome = await setRole(db, user, input);
  return outcome.ok ? { team: await listTeam(db), repeated: outcome.repeated } : refusedAnswer(outcome);
});
