import { useState } from 'react';
import { Alert, Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { BOOK_SUBJECTS, type BookSubject } from '@diet/contracts/enums';
import type { LibraryBook } from '@diet/contracts/entities';
import { DEFAULT_PAGE_SIZE } from '@diet/contracts/limits';
import { CONFIRM_DELETE, ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import { useConfirmedDelete } from '../../components/confirm-delete';
import { PageHeader } from '../../components/page-header';
import { en } from '../../i18n/en';
import { BookFormModal } from './book-form-modal';
import { useDeleteBookMutation, useGetAdminBooksQuery } from './library-api';

const t = en.library;

/** Library Management: a table with server-side search, subject and availability filters, paging. */
export function LibraryPage() {
  usePageTitle(en.pages.library.title);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [q, setQ] = useState('');
  const [subject, setSubject] = useState<BookSubject | undefined>();
  const [available, setAvailable] = useState<boolean | undefined>();
  const { data, isFetching, isError, error, refetch } = useGetAdminBooksQuery({ page, pageSize, q, subject, available });
  const [deleteBook] = useDeleteBookMutation();
  const [editing, setEditing] = useState<{ open: boolean; book?: LibraryBook }>({ open: false });

  const remove = useConfirmedDelete<LibraryBook>(CONFIRM_DELETE.book, (book) => deleteBook(book.id).unwrap(), {
    success: entityToast.deleted(ENTITY_LABELS.book),
    failure: TOASTS.bookDeleteFailure,
  });

  return (
    <>
      <PageHeader title={en.pages.library.title} addLabel={t.add} onAdd={() => setEditing({ open: true })} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t.search}
          aria-label={t.search}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
          style={{ width: 280, maxWidth: '100%' }}
        />
        <Select
          aria-label={t.subject}
          style={{ width: 180 }}
          value={subject ?? ''}
          onChange={(value) => {
            setSubject(value === '' ? undefined : (value as BookSubject));
            setPage(1);
          }}
          options={[{ value: '', label: t.allSubjects }, ...BOOK_SUBJECTS.map((value) => ({ value, label: value }))]}
        />
        <Select
          aria-label={t.availability}
          style={{ width: 180 }}
          value={available === undefined ? '' : String(available)}
          onChange={(value) => {
            setAvailable(value === '' ? undefined : value === 'true');
            setPage(1);
          }}
          options={[
            { value: '', label: t.allAvailability },
            { value: 'true', label: t.available },
            { value: 'false', label: t.checkedOut },
          ]}
        />
      </Space>
      {isError ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorText(error, TOASTS.requestFailure)} action={<Button onClick={() => void refetch()}>{en.common.retry}</Button>} />
      ) : null}
      <Table<LibraryBook>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.books ?? []}
        scroll={{ x: 800 }}
        locale={{ emptyText: t.empty }}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (next, size) => {
            setPage(size !== pageSize ? 1 : next);
            setPageSize(size);
          },
        }}
        columns={[
          {
            title: t.bookDetails,
            key: 'title',
            render: (_, book) => <Typography.Text strong>{book.title}</Typography.Text>,
          },
          { title: t.author, dataIndex: 'author' },
          { title: t.subject, dataIndex: 'subject' },
          { title: t.isbn, dataIndex: 'isbn' },
          { title: t.copies, dataIndex: 'copies' },
          {
            title: t.status,
            key: 'available',
            render: (_, book) => (book.available ? <Tag color="green">{t.available}</Tag> : <Tag color="red">{t.checkedOut}</Tag>),
          },
          {
            title: t.actions,
            key: 'actions',
            render: (_, book) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ open: true, book })}>{en.common.edit}</Button>
                <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(book)}>{en.common.delete}</Button>
              </Space>
            ),
          },
        ]}
      />
      <BookFormModal open={editing.open} book={editing.book} onClose={() => setEditing({ open: false })} />
    </>
  );
}
