// Signs the HPSF site's demo staff member in once for the run (support/roles.ts).
import { test as setup } from '@playwright/test';
import { saveSignIn } from '../support/roles';

setup('sign in the demo staff member', async ({ baseURL }) => {
  await saveSignIn(baseURL!, 'staff');
});
