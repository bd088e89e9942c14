// Signs the DTC site's demo shopper, editor, operator and admin in once for the run (support/roles.ts).
import { test as setup } from '@playwright/test';
import { saveSignIn } from '../support/roles';

setup('sign in the demo shopper, editor, operator and admin', async ({ baseURL }) => {
  await saveSignIn(baseURL!, 'shopper');
  await saveSignIn(baseURL!, 'editor');
  await saveSignIn(baseURL!, 'operator');
  await saveSignIn(baseURL!, 'admin');
});
