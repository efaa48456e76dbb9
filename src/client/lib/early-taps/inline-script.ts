// The one inline script the shop adds to every page's <head> (root.tsx), before any of React's.
// Until React has taken over the page (`html[data-hydrated]`, set by root.tsx), a tap on a button
// marked `data-early-tap="<key>"` (Add to cart, Buy Now, the wishlist heart) is held: its key goes
// into `window.__earlyTaps`, the button shows it is busy, and `useEarlyTap` (early-tap-store.ts)
// does the action once the page can act on it (docs/decisions/024-taps-before-hydration.md).
// It listens on `window` in the capture phase, so React's own listeners on the document never see
// a held tap twice. The second click of a double press on the same button (`detail` 2 or more, and
// the same key as the last press) is stopped and not held: a double press is one press, as once
// React has the page (early-tap-store.ts). The server allows it by its hash like any inline script
// (decision 003).
export const EARLY_TAP_SCRIPT =
  '(function(){var q=window.__earlyTaps=window.__earlyTaps||[];window.addEventListener("click",function(e){if(document.documentElement.hasAttribute("data-hydrated"))return;var t=e.target&&e.target.closest?e.target.closest("[data-early-tap]"):null;if(!t||t.disabled)return;e.preventDefault();e.stopPropagation();var k=t.getAttribute("data-early-tap");if(e.detail>1&&window.__lastEarlyTap===k)return;window.__lastEarlyTap=k;if(q.indexOf(k)<0)q.push(k);t.setAttribute("aria-busy","true");if(window.__earlyTapsChanged)window.__earlyTapsChanged()},true)})();';
