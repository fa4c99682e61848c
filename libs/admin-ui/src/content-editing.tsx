/**
 * The add/edit form and the confirmed delete of a content type's records, for a screen that draws
 * its records itself (cards, sections): `modal` goes once into the screen. `remove` is absent for
 * a role that may not delete (permissions.ts), and for a type with fixed records: the screen then
 * shows no delete button at all.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminRecordPath, contentTexts, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { useCan } from '@diet/frontend-core/use-can';
import { useKeptForm } from '@diet/frontend-core/admin/typed-work';
import type { ContentEndpoints, ContentItem } from './content-api';
import { ContentFormModal } from './content-form-modal';
import { useConfirmedDelete } from './confirm-delete';

export function useContentEditing(definition: ContentTypeDefinition, endpoints: ContentEndpoints) {
  const texts = contentTexts(definition);
  const [deleteItem] = endpoints.useContentDeleteMutation();
  // A type with fixed records keeps them all: nobody deletes one from its screen.
  const mayDelete = useCan('contentDelete') && !definition.admin.fixedRecords;
  // A form left open when the session ended opens again after the sign-in, with what was typed.
  const kept = useKeptForm(definition.name);
  const [editing, setEditing] = useState<{ open: boolean; item?: ContentItem }>(() =>
    kept ? { open: true, item: kept.record as ContentItem | undefined } : { open: false },
  );
  const remove = useConfirmedDelete<ContentItem>(
    texts.confirmDelete,
    (item) => deleteItem({ path: definition.path, record: adminRecordPath(definition), id: item.id }).unwrap(),
    {
      success: texts.deleted,
      failure: definition.admin.deleteFailure,
      button: definition.admin.confirmDeleteButton,
    },
  );
  const edit = (item: ContentItem) => setEditing({ open: true, item });
  // A link to one record's form (/admin/notices?edit=<id>, the dashboard's 'Past review') opens it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('edit');
  const linked = endpoints.useContentItemQuery(
    { path: definition.path, record: adminRecordPath(definition), id: asked ?? '' },
    { skip: !asked },
  ).data;
  useEffect(() => {
    if (!asked || !linked || linked.id !== asked) return;
    setEditing({ open: true, item: linked });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [asked, linked, setParams]);
  return {
    add: () => setEditing({ open: true }),
    edit,
    remove: mayDelete ? remove : undefined,
    /** One record's edit and (when allowed) delete, for its card's buttons. */
    actionsFor: (item: ContentItem) => ({ edit: () => edit(item), remove: mayDelete ? () => remove(item) : undefined }),
    modal: (
      <ContentFormModal
        definition={definition}
        endpoints={endpoints}
        open={editing.open}
        item={editing.item}
        onClose={() => setEditing({ open: false })}
      />
    ),
  };
}
