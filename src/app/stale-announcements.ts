/**
 * react-aria's pending Button announces itself by pointing a live-region node at its own id, and
 * leaves that node for 7 s. When the page changes meanwhile (sign-in leads home), the node
 * points at nothing: an unnamed role="img" that screen readers skip but that fails axe.
 */
export function dropOrphanAnnouncements(root: ParentNode = document): void {
  for (const node of root.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (!ids.some((id) => document.getElementById(id))) node.remove();
  }
}

/**
 * Drops orphans whenever the page changes. The announcer adds its node 100 ms after the button
 * asks, so the node can arrive before or after its button leaves: watching every change, once a
 * frame, catches both orders.
 */
export function watchOrphanAnnouncements(root: Node = document.body): () => void {
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      dropOrphanAnnouncements();
    });
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
