/**
 * Author portraits for seeded posts: a monogram on a coloured disc, made from the file name so no
 * photo of a real person is needed. `/media/avatars/priya-raghavan.svg` shows "PR".
 */
export const AVATAR_FILE_PATTERN = /^[a-z]+(?:-[a-z]+){0,4}\.svg$/;

// Every background keeps white initials above WCAG AA (4.5:1).
const BACKGROUNDS = ['#0a4fc2', '#1e6b34', '#8a3b12', '#6b2fa3', '#0f5b66', '#9c1f4a'];

export function avatarUrl(authorName: string): string {
  const slug = authorName
    .toLowerCase()
    .replace(/[^a-z\s]/g, '')
    .trim()
    .split(/\s+/)
    .slice(0, 5)
    .join('-');
  return `/media/avatars/${slug || 'author'}.svg`;
}

/** The file name has already matched AVATAR_FILE_PATTERN, so it holds only letters and dashes. */
export function renderAvatar(file: string): string {
  const words = file.replace(/\.svg$/, '').split('-');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  const initials = `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  let hash = 0;
  for (const char of file) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const background = BACKGROUNDS[hash % BACKGROUNDS.length] ?? '#0a4fc2';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img">',
    `<title>${initials}</title>`,
    `<circle cx="60" cy="60" r="60" fill="${background}"/>`,
    `<text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="46" font-weight="700" fill="#ffffff">${initials}</text>`,
    '</svg>',
  ].join('');
}
