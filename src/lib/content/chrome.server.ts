// What the header and footer show on every page. A content fault must not take the page down with it (the error
// page uses this too), so a failed read gives empty chrome and a log line.
import { getDb } from '../db/instance.server';
import type { SiteId } from '../site/site';
import { errorMessage, log } from '../site/log';
import { getAnnouncements, getContact, getNavigation, getSitewideBanners } from './content.server';
import type { NavigationItem } from './types';

export type Chrome = {
  mainNav: NavigationItem[];
  footerNav: NavigationItem[];
  announcements: { id: string; text: string; url?: string | undefined }[];
  banners: { id: string; text: string; url?: string | undefined; tone: string }[];
  contact: { phone: string; email: string; hours: string } | null;
};

/** `preview`: an editor's preview, showing drafts (content.server.ts). */
export async function loadChrome(site: SiteId, preview = false): Promise<Chrome> {
  try {
    const db = await getDb();
    const [main, footer, announcements, banners, contact] = await Promise.all([
      getNavigation(db, site, 'main', preview),
      getNavigation(db, site, 'footer', preview),
      getAnnouncements(db, site, preview),
      getSitewideBanners(db, site, preview),
      getContact(db, site, preview),
    ]);
    return { mainNav: main?.items ?? [], footerNav: footer?.items ?? [], announcements, banners, contact };
  } catch (error) {
    log('error', 'page chrome could not be loaded', { error: errorMessage(error) });
    return { mainNav: [], footerNav: [], announcements: [], banners: [], contact: null };
  }
}
