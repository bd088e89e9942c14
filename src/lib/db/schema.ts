// The tables, as Kysely sees them. Times are ISO-8601 text and flags are 0/1 integers, the same on both dialects.
export type SiteScope = 'ALL' | 'DTC' | 'HPSF';
export type ContentStatus = 'draft' | 'published' | 'archived';

export interface ContentEntryTable {
  id: string;
  type: string;
  key: string;
  site: SiteScope;
  status: ContentStatus;
  position: number;
  data: string;
  updated_at: string;
}

export interface RedirectTable {
  id: string;
  from_path: string;
  to_url: string;
  status_code: number;
  is_external: number;
  updated_at: string;
}

export interface Database {
  content_entries: ContentEntryTable;
  redirects: RedirectTable;
}
