/** Line icons of the phone's tab bar, drawn in the text colour; the label beside names them. */
const paths = {
  home: 'M4 10.5 12 4l8 6.5V20h-5v-6H9v6H4z',
  transfers: 'M4 8h15m-4-4 4 4-4 4M20 16H5m4-4-4 4 4 4',
  payments: 'M3 6h18v12H3zM3 10h18M7 15h4',
  history: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 4v5l3 2',
  more: 'M4 6h16M4 12h16M4 18h16',
} as const;

export type TabIconName = keyof typeof paths;

export function TabIcon({ name }: { name: TabIconName }) {
  return (
    <svg className="tab-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
