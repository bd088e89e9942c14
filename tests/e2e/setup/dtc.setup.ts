// Signs the DTC site's demo shopper and editor in once for the run (support/roles.ts).
import { test as setup } from '@playwright/test';
import { saveSignIn } from '../support/roles';

setup('sign in the demo shopper and the editor', async ({ baseURL }) => {
  await saveSignIn(baseURL!, 'shopper');
  await saveSignIn(baseURL!, 'editor');
});
