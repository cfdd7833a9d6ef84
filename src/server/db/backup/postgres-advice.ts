/**
 * On PostgreSQL the database server owns consistency, so its own tools do the work; the scripts
 * only say how. `$DATABASE_URL` is printed as a variable, never expanded: it holds a password.
 */
export function postgresBackupAdvice(dataDir: string): string {
  return [
    "DATABASE_URL is set: the shop runs on a PostgreSQL server. Back it up with PostgreSQL's own tools:",
    '',
    '  mkdir -p backups',
    '  pg_dump --format=custom --file="backups/wattson-$(date -u +%Y%m%dT%H%M%SZ).dump" "$DATABASE_URL"',
    `  tar -czf "backups/media-$(date -u +%Y%m%dT%H%M%SZ).tar.gz" -C "${dataDir}" media`,
    '',
    'pg_dump takes a consistent snapshot while the shop keeps serving; the media folder holds uploaded images.',
  ].join('\n');
}

export function postgresRestoreAdvice(dataDir: string): string {
  return [
    "DATABASE_URL is set: the shop runs on a PostgreSQL server. Restore with PostgreSQL's own tools, shop stopped:",
    '',
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" backups/wattson-<time>.dump',
    `  tar -xzf backups/media-<time>.tar.gz -C "${dataDir}"`,
  ].join('\n');
}
