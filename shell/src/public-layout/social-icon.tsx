/** Small inline icons of the social networks the institute may configure in /api/site. */
const PATHS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  twitter: 'M4 4l7.2 9.6L4.4 20H6l6-5.6L16.4 20H20l-7.5-10L19.2 4h-1.6l-5.7 5.3L8 4z',
  x: 'M4 4l7.2 9.6L4.4 20H6l6-5.6L16.4 20H20l-7.5-10L19.2 4h-1.6l-5.7 5.3L8 4z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.2-1.9a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  linkedin:
    'M4 9h4v11H4zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h3.8v1.6h.1c.5-1 1.8-1.9 3.7-1.9 4 0 4.4 2.5 4.4 5.8V20h-4v-4.9c0-1.2 0-2.7-1.7-2.7s-1.9 1.3-1.9 2.6v5H10z',
};

const GENERIC =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3.2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM7 17c.8-2.5 2.7-4 5-4s4.2 1.5 5 4z';

export function SocialIcon({ name }: { name: string }) {
  const path = PATHS[name.trim().toLowerCase()] ?? GENERIC;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
