// The main menu's markup (MainNav.astro, spec 000 §9): the content's menu as the shopper's shelf shows it, the link to
// the page the shopper is on marked as current. A menu is some forty elements that Astro rendered one by one on every
// page; it is now made once per menu the content cache holds (a publish or the cache's expiry brings new objects),
// shelf and current link.
import type { NavigationItem } from '../lib/content/types';
import { menuOnShelf, type Shelf } from '../lib/catalog/shelf';
import { attributes, markup, type SafeHtml } from '../lib/site/html';
import { onceFor } from '../lib/site/once-for';

const current = (url: string, here: string) => attributes({ 'aria-current': url === here ? 'page' : null });

function menuHtml(items: readonly NavigationItem[], here: string): SafeHtml {
  return markup`<ul class="menu">${items.map((item) => {
    const children = item.children ?? [];
    return markup`<li class="${children.length > 0 ? 'menu-item has-children' : 'menu-item'}"><a${attributes({ href: item.url })}${current(item.url, here)}>${item.label}</a>${
      children.length > 0 &&
      markup`<ul class="submenu"${attributes({ 'aria-label': item.label })}>${children.map(
        (child) => markup`<li><a${attributes({ href: child.url })}${current(child.url, here)}>${child.label}</a></li>`,
      )}</ul>`
    }</li>`;
  })}</ul>`;
}

type ShelfMenu = { items: NavigationItem[]; urls: ReadonlySet<string>; drawn: Map<string, SafeHtml> };

const shelfMenus = onceFor((_menu: readonly NavigationItem[]) => new Map<string, ShelfMenu>());

/** The menu `menu` as `shelf` shows it, with the link to `path` (the page's path) marked as the current page. */
export function mainNavHtml(menu: readonly NavigationItem[], shelf: Shelf, path: string): SafeHtml {
  const menus = shelfMenus(menu);
  const shelfKey = `${shelf.site}|${shelf.prescriptionDiet ? 1 : 0}`;
  let shown = menus.get(shelfKey);
  if (!shown) {
    const items = menuOnShelf(menu, shelf);
    const urls = new Set(items.flatMap((item) => [item.url, ...(item.children ?? []).map((child) => child.url)]));
    shown = { items, urls, drawn: new Map() };
    menus.set(shelfKey, shown);
  }
  // Only a path the menu links to changes it, so the menu is drawn once per link and once for every other page.
  const here = shown.urls.has(path) ? path : '';
  let html = shown.drawn.get(here);
  if (!html) {
    html = menuHtml(shown.items, here);
    shown.drawn.set(here, html);
  }
  return html;
}
