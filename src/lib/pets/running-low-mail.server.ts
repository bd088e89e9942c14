// The customer's switch for the running-low mail (issue 42 §5), kept on their profile: on unless they turned it off.
import type { Db } from '../db/connect.server';

export async function runningLowMail(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('running_low_mail')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined || Number(row.running_low_mail) === 1;
}

export async function setRunningLowMail(db: Db, userId: string, on: boolean, now = new Date()): Promise<boolean> {
  await db
    .updateTable('profiles')
    .set({ running_low_mail: on ? 1 : 0, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
  return runningLowMail(db, userId);
}
