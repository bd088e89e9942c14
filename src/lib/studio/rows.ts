// The studio's rows on their way out of the database: an entry (its row joined with its latest version), a version
// in its history, and an audit event.
import { z } from 'zod/v4';
import { CONTENT_TYPES } from '../content/types';
import { jsonColumn, StoredDataError } from '../db/json-column';
import type { ContentAuditTable, ContentStatus, SiteScope } from '../db/schema';
import {
  AUDIT_ACTIONS,
  ENTRY_SITES,
  ENTRY_STATUSES,
  type AuditEvent,
  type Entry,
  type EntrySummary,
  type HistoryItem,
} from './rules';

/** content_entries joined with the entry's latest content_versions row (absent for a row written outside the studio). */
export type EntryRow = {
  id: string;
  type: string;
  key: string;
  site: SiteScope;
  status: ContentStatus;
  version: number;
  data: string;
  updated_at: string;
  updated_by: string | null;
  latest_status: ContentStatus | null;
  latest_data: string | null;
  /** The version shoppers see (a studio publish keeps one at most). */
  live_version: number | null;
};

const dataColumn = z.record(z.string(), z.unknown());
const typeColumn = z.enum(CONTENT_TYPES);
const siteColumn = z.enum(ENTRY_SITES);
const statusColumn = z.enum(ENTRY_STATUSES);

function checked<S extends z.ZodType>(schema: S, value: unknown, column: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new StoredDataError(`${column} holds ${String(value)}, which it should not`);
  return parsed.data;
}

export function entrySummaryFromRow(row: EntryRow): EntrySummary {
  return {
    id: row.id,
    type: checked(typeColumn, row.type, 'content_entries.type'),
    key: row.key,
    site: checked(siteColumn, row.site, 'content_entries.site'),
    status: checked(statusColumn, row.latest_status ?? row.status, 'content_versions.status'),
    version: Number(row.version),
    // An entry written outside the studio has no versions: its row is what shoppers see when it is published.
    liveVersion:
      row.live_version !== null
        ? Number(row.live_version)
        : row.latest_status === null && row.status === 'published'
          ? Number(row.version)
          : null,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export function entryFromRow(row: EntryRow): Entry {
  return {
    ...entrySummaryFromRow(row),
    data: jsonColumn(dataColumn, row.latest_data ?? row.data, 'content_versions.data'),
  };
}

/** The data of one version, as stored. */
export const versionDataFromRow = (row: { data: string }): Record<string, unknown> =>
  jsonColumn(dataColumn, row.data, 'content_versions.data');

export function historyItemFromRow(row: {
  version: number;
  status: string;
  created_at: string;
  editor_email: string | null;
}): HistoryItem {
  return {
    version: Number(row.version),
    status: checked(statusColumn, row.status, 'content_versions.status'),
    at: row.created_at,
    by: row.editor_email,
  };
}

export function auditEventFromRow(row: Omit<ContentAuditTable, 'id'>): AuditEvent {
  return {
    at: row.at,
    by: row.editor_email,
    action: checked(z.enum(AUDIT_ACTIONS), row.action, 'content_audit.action'),
    entryId: row.entry_id,
    type: row.entry_type,
    key: row.entry_key,
    fromVersion: row.from_version === null ? null : Number(row.from_version),
    toVersion: row.to_version === null ? null : Number(row.to_version),
  };
}
