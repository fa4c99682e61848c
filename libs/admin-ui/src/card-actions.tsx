import type { ReactNode } from 'react';
import { Button } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import type { CardActions } from './content-cards';
import { en } from './i18n/en';

/** How a card's buttons name its item: 'Edit course Algebra' (`kind` 'course'); `worded` shows the words too. */
export interface ItemNaming {
  name: string;
  kind?: string;
  worded?: boolean;
}

/**
 * A card's Edit and, where the role may delete, Delete, as antd Card actions: icon buttons named
 * with the item ('Edit Dr. A') for a screen reader, their word as the tooltip, or shown beside the icon.
 */
export function editDeleteActions(
  { name, kind, worded = false }: ItemNaming,
  actions: Pick<CardActions, 'edit' | 'remove'>,
): ReactNode[] {
  const label = (verb: string) => `${verb} ${kind ? `${kind} ` : ''}${name}`;
  return [
    <Button
      key="edit"
      type="text"
      icon={<EditOutlined />}
      aria-label={label(en.common.edit)}
      title={worded ? undefined : en.common.edit}
      onClick={actions.edit}
    >
      {worded ? en.common.edit : null}
    </Button>,
    ...(actions.remove
      ? [
          <Button
            key="delete"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={label(en.common.delete)}
            title={worded ? undefined : en.common.delete}
            onClick={actions.remove}
          >
            {worded ? en.common.delete : null}
          </Button>,
        ]
      : []),
  ];
}
