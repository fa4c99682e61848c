/**
 * A trashed item's files stay on disk (a restore needs them) but GET /uploads/ answers 404 for
 * them, their sized copies included, on every replica: the flag is a column of stored_files,
 * written in the transaction that moves the item to the trash or back.
 */
import { In, type EntityManager } from 'typeorm';
import { storedNameOf } from './file-storage';
import { StoredFileEntity } from './stored-file.entity';

export async function withholdFiles(tx: EntityManager, urls: readonly string[], withheld: boolean): Promise<void> {
  const names = [...new Set(urls.map(storedNameOf).filter((name): name is string => !!name))];
  if (names.length > 0) await tx.update(StoredFileEntity, { name: In(names) }, { withheld });
}
