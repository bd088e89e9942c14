// The two site variants (DESIGN §1) and what each calls itself.
export const SITE_IDS = ['DTC', 'HPSF'] as const;
export type SiteId = (typeof SITE_IDS)[number];

export const SITE_NAMES: Record<SiteId, string> = {
  DTC: "Hill's Pet Shop",
  HPSF: "Hill's Professional Feeding Program",
};

export const isStaffSite = (site: SiteId) => site === 'HPSF';
