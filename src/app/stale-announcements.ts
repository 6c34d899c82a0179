/**
 * react-aria's pending Button announces itself by pointing a live-region node at its own id, and
 * leaves that node for 7 s. When the page changes meanwhile (sign-in leads home), the node
 * points at nothing: an unnamed role="img" that screen readers skip but that fails axe. After
 * each navigation such orphans are dropped; the announcer's own timer then removes nothing.
 */
export function dropOrphanAnnouncements(root: ParentNode = document): void {
  for (const node of root.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (!ids.some((id) => document.getElementById(id))) node.remove();
  }
}
