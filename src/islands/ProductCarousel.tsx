// Controls for a server-rendered product carousel (spec 000 §9): Previous and Next, autoplay every 5 s that pauses
// on hover, on focus inside and for reduced motion, and a pause/play button (WCAG 2.2.2). The island is the bar of
// controls alone; the slides sit beside it in the carousel's frame (`[data-carousel-frame]`), plain server HTML, so
// a page render does not pass every card through React and the island's props. The island scrolls their track and
// tells the data layer what the shopper did (spec 001 §7). Without JavaScript the track still scrolls by itself.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { pushEvent } from '../lib/analytics/items';
import {
  CAROUSEL_AUTOPLAY_MS,
  carouselEvent,
  carouselLoops,
  stepSlide,
  trackPosition,
  type CarouselDirection,
  type TrackPosition,
} from '../lib/content/carousel';

type Props = { page: string };

const FRAME = '[data-carousel-frame]';
const TRACK = '[data-carousel-track]';
const ITEM = 'data-carousel-item';
const frameOf = (bar: HTMLElement | null) => bar?.closest<HTMLElement>(FRAME) ?? null;
const trackOf = (bar: HTMLElement | null) => frameOf(bar)?.querySelector<HTMLElement>(TRACK) ?? null;
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)');

function measure(track: HTMLElement): TrackPosition & { stride: number } {
  const [first, second] = Array.from(track.children) as HTMLElement[];
  const stride = first && second ? second.offsetLeft - first.offsetLeft : (first?.offsetWidth ?? 0);
  return { ...trackPosition(track.scrollLeft, track.scrollWidth - track.clientWidth, stride), stride };
}

function ProductCarousel({ page }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The slide a smooth scroll is heading for, so quick presses count from where the track is going.
  const aim = useRef<number | null>(null);
  const [position, setPosition] = useState<TrackPosition>({ current: 0, last: 0 });
  const [loops, setLoops] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  function go(direction: CarouselDirection, byShopper: boolean) {
    const el = trackOf(bar.current);
    if (!el) return;
    const { current, last, stride } = measure(el);
    const target = stepSlide(
      aim.current ?? current,
      direction,
      last,
      carouselLoops(el.children.length, window.innerWidth),
    );
    if (target === null) return;
    aim.current = target;
    el.scrollTo({ left: target * stride, behavior: reducedMotion().matches ? 'auto' : 'smooth' });
    if (byShopper) pushEvent(carouselEvent(page, el.children[target]?.getAttribute(ITEM) ?? '', direction));
  }

  useEffect(() => {
    const root = frameOf(bar.current);
    const el = root?.querySelector<HTMLElement>(TRACK) ?? null;
    if (!el || !root) return;
    const update = () => {
      const now = measure(el);
      if (aim.current === now.current) aim.current = null;
      setPosition({ current: now.current, last: now.last });
      setLoops(carouselLoops(el.children.length, window.innerWidth));
    };
    const settle = () => {
      aim.current = null;
      update();
    };
    // Only a link to a product page is choosing that product; a card's own dialog may hold others (Go to Cart).
    const select = (event: MouseEvent) => {
      const slide =
        event.target instanceof Element ? event.target.closest('a[href^="/products/"]')?.closest(`[${ITEM}]`) : null;
      if (slide && el.contains(slide)) pushEvent(carouselEvent(page, slide.getAttribute(ITEM) ?? '', 'select'));
    };
    // The pause button itself does not count as focus inside, or pressing Play could never start anything.
    const focusIn = (event: FocusEvent) => setFocused(event.target !== toggle.current);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) setFocused(false);
    };
    const motion = reducedMotion();
    const resized = new ResizeObserver(update);

    update();
    setPlaying(!motion.matches);
    resized.observe(el);
    const stop = new AbortController();
    const { signal } = stop;
    el.addEventListener('scroll', update, { passive: true, signal });
    el.addEventListener('scrollend', settle, { signal });
    el.addEventListener('click', select, { signal });
    root.addEventListener('focusin', focusIn, { signal });
    root.addEventListener('focusout', focusOut, { signal });
    root.addEventListener('mouseenter', () => setHovered(true), { signal });
    root.addEventListener('mouseleave', () => setHovered(false), { signal });
    motion.addEventListener('change', () => setPlaying(!motion.matches), { signal });
    return () => {
      stop.abort();
      resized.disconnect();
    };
  }, [page]);

  const scrollable = position.last > 0;
  const autoplay = playing && scrollable && !hovered && !focused;
  // The timer starts again after every move; the step itself reads the carousel as it is when the timer fires.
  const advance = useEffectEvent(() => go('next', false));
  const shown = position.current;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(advance, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, shown]);

  const atStart = !loops && position.current === 0;
  const atEnd = !loops && position.current >= position.last;
  // aria-disabled rather than disabled: a button that vanishes from the tab order under the keyboard loses focus.
  const press = (direction: CarouselDirection, blocked: boolean) => () => !blocked && go(direction, true);

  // The bar is there even while its controls are hidden: a hidden island would never be seen, so never start.
  return (
    <div ref={bar} className="carousel-bar">
      <div className="carousel-controls" hidden={!scrollable}>
        <button
          ref={toggle}
          type="button"
          className="carousel-button"
          onClick={() => setPlaying(!playing)}
          aria-label={playing ? 'Pause carousel' : 'Play carousel'}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className="carousel-button"
          onClick={press('previous', atStart)}
          aria-disabled={atStart}
          aria-label="Previous product"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="carousel-button"
          onClick={press('next', atEnd)}
          aria-disabled={atEnd}
          aria-label="Next product"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}

// Drawn on the server from its props alone (src/lib/site/island-render.ts keeps what it draws by them).
export default ProductCarousel;
