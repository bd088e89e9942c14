// Product carousel rules (spec 000 §2, §3, §9).
import { CAROUSEL_COLOURS, type ContentData } from './types';

export const carouselName = (page: string) => `${page} Carousel: Recommended Products`;

export function carouselColours(config: ContentData<'carousel'>): { background: string; copy: string } {
  return { background: CAROUSEL_COLOURS[config.bg_color], copy: config.copyColor };
}

/** Slides per view by viewport width: 1 below 780 px, 2 from 780, 2.5 from 960, 3 from 1200. */
export function slidesPerView(width: number): number {
  if (width >= 1200) return 3;
  if (width >= 960) return 2.5;
  if (width >= 780) return 2;
  return 1;
}

/** Looping needs at least 3 items on extra-large screens and is always on elsewhere. */
export const carouselLoops = (itemCount: number, width: number) => (width >= 1200 ? itemCount >= 3 : true);
