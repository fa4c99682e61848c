import type { ReactNode } from 'react';
import { Button } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import type { CardActions } from './content-cards';
import { en } from './i18n/en';

/**
 * A card's Edit and, where the role may delete, Delete, as antd Card actions: icon buttons named
 * with the item ('Edit Dr. A') for a screen reader, their word as the pointer's tooltip.
 */
export function editDeleteActions(itemName: string, actions: Pick<CardActions, 'edit' | 'remove'>): ReactNode[] {
  return [
    <Button
      key="edit"
      type="text"
      icon={<EditOutlined />}
      aria-label={`${en.common.edit} ${itemName}`}
      title={en.common.edit}
      onClick={actions.edit}
    />,
    ...(actions.remove
      ? [
          <Button
            key="delete"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${en.common.delete} ${itemName}`}
            title={en.common.delete}
            onClick={actions.remove}
          />,
        ]
      : []),
  ];
}
