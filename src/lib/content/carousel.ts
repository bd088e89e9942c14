// Product carousel rules (spec 000 §2, §3, §9; spec 001 §7). No schema imports here: the carousel island loads this.
import type { ContentData } from './types';

/** The background colours an editor may pick for a carousel (spec 000 §3 Carousel config). */
export const CAROUSEL_COLOURS = {
  transparent: 'transparent',
  white: '#FFFFFF',
  blue: '#0054A4',
  'light blue': '#F1F6FB',
  'dark blue': '#003672',
  gray: '#66676B',
  'light gray': '#F0F2F3',
  'dark gray': '#34363B',
} as const;

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

export const CAROUSEL_AUTOPLAY_MS = 5000;

export type CarouselDirection = 'previous' | 'next';

/**
 * The slide a Previous or Next press brings to the start of the track, where `last` is the last slide the track can
 * start at. Past either end a looping carousel wraps round; one that does not loop has nowhere to go (null).
 */
export function stepSlide(current: number, direction: CarouselDirection, last: number, loops: boolean): number | null {
  const target = direction === 'next' ? current + 1 : current - 1;
  if (target > last) return loops && last > 0 ? 0 : null;
  if (target < 0) return loops && last > 0 ? last : null;
  return target;
}

export type TrackPosition = { current: number; last: number };

// Browsers round scroll widths to whole pixels while slides can be fractional.
const SUBPIXEL = 2;

/**
 * Where a track of equal slides stands: the slide at its start, and the last slide it can start at. `stride` is one
 * slide plus the gap; a track that ends part-way into a slide counts that slide as its last start.
 */
export function trackPosition(scrollLeft: number, maxScroll: number, stride: number): TrackPosition {
  if (stride <= 0 || maxScroll <= SUBPIXEL) return { current: 0, last: 0 };
  const last = Math.ceil((maxScroll - SUBPIXEL) / stride);
  const current = scrollLeft >= maxScroll - SUBPIXEL ? last : Math.min(last, Math.round(scrollLeft / stride));
  return { current, last };
}

export type CarouselAction = CarouselDirection | 'select';
export type CarouselEvent = { event: 'carousel'; carousel_name: string; item_name: string; action: CarouselAction };

/** The data-layer event for a move or a product picked in the carousel of a page (spec 001 §7 Analytics). */
export const carouselEvent = (page: string, itemName: string, action: CarouselAction): CarouselEvent => ({
  event: 'carousel',
  carousel_name: carouselName(page),
  item_name: itemName,
  action,
});
