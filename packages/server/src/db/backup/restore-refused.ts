/** A restore would overwrite a database that holds data, and --force was not given. */
export class RestoreRefusedError extends Error {
  constructor(where: string, rows: number) {
    super(
      `${where} is not empty (${rows.toLocaleString('en')} rows): restoring would replace it. ` +
        'Pass --force to replace it (back it up first: npm run db:backup -- FILE).',
    );
    this.name = 'RestoreRefusedError';
  }
}
