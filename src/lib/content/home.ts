// The home page as an editor composes it: a `home_page` entry lists sections by type and key, in the order shown.
// No schema imports here beyond types: the content types import the section types from this file.
import type { ContentData } from './types';
import { isPromotionLive } from './promotion';

export const HOME_SECTION_TYPES = [
  'highlight_content_block',
  'promotion_banner',
  'two_column_section',
  'goodness_box_badge',
  'carousel',
] as const;
export type HomeSectionType = (typeof HOME_SECTION_TYPES)[number];

type Found<T extends HomeSectionType> = { type: T; key: string; data: ContentData<T> };

/** One block of the rendered page. Badges that follow each other share one strip. */
export type HomeBlock =
  | Found<'highlight_content_block'>
  | Found<'promotion_banner'>
  | Found<'two_column_section'>
  | Found<'carousel'>
  | { type: 'goodness_box_badges'; key: string; badges: Found<'goodness_box_badge'>[] };

export type HomeEntries = { [T in HomeSectionType]: { key: string; data: ContentData<T> }[] };

/**
 * The blocks of the home page in the editor's order. A section whose entry is missing (unpublished, archived, or for
 * the other site), a promotion outside its dates, or a repeat of a section already shown is left out.
 */
export function composeHome(layout: ContentData<'home_page'> | null, entries: HomeEntries, now: Date): HomeBlock[] {
  const blocks: HomeBlock[] = [];
  const seen = new Set<string>();
  for (const { type, key } of layout?.sections ?? []) {
    const id = `${type}:${key}`;
    if (seen.has(id)) continue;
    const entry = (entries[type] as { key: string; data: unknown }[]).find((e) => e.key === key);
    if (!entry) continue;
    if (type === 'promotion_banner' && !isPromotionLive(entry.data as ContentData<'promotion_banner'>, now)) continue;
    seen.add(id);
    const found = { type, key, data: entry.data } as HomeBlock | Found<'goodness_box_badge'>;
    const last = blocks[blocks.length - 1];
    if (found.type !== 'goodness_box_badge') blocks.push(found);
    else if (last?.type === 'goodness_box_badges') last.badges.push(found);
    else blocks.push({ type: 'goodness_box_badges', key, badges: [found] });
  }
  return blocks;
}
