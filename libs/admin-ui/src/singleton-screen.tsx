/**
 * A singleton's screen, from its definition (the site settings): its sections as tabs, the texts in
 * English, Punjabi or Hindi, one Save for everything (an editor's save publishes; a contributor's
 * waits for review), Publish when the saved copy is not yet public, and its history with restore.
 * The API decides and answers the messages; the form's rules are the same checks beforehand.
 */
import { useEffect, useState } from 'react';
import { App, Button, Drawer, Empty, Flex, Form, Segmented, Space, Tabs, Typography } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { GOVERNANCE_TEXTS, type Revision } from '@diet/contracts/content-governance';
import { LANGUAGE_NAMES_IN_ENGLISH } from '@diet/contracts/content-translations';
import { LANGUAGES, type Language, type TranslatedLanguage } from '@diet/contracts/languages';
import { PREVIEW_SEGMENT } from '@diet/contracts/preview';
import type { SingletonDefinition } from '@diet/contracts/singleton-type';
import { TOASTS } from '@diet/contracts/toasts';
import { errorText } from '@diet/frontend-core/errors';
import { useCan } from '@diet/frontend-core/use-can';
import type { ContentEndpoints } from './content-api';
import { en } from './i18n/en';
import { LoadingBlock } from './page-state';
import { PublishTag } from './publish-controls';
import { ChangesTable, RevisionEntries } from './revisions-drawer';
import { singletonEndpoints, type SingletonRecord } from './singleton-api';
import { EnglishField, TranslatedField } from './singleton-fields';

const t = en.singleton;
const LANGUAGE_LABELS: Record<Language, string> = { en: en.translations.english, ...LANGUAGE_NAMES_IN_ENGLISH };

/** The 400's details by path ('stats.0.value') as the form's errors under the same fields. */
function fieldErrors(failure: unknown): { name: (string | number)[]; errors: string[] }[] {
  const details = (failure as { data?: { details?: Record<string, string> } })?.data?.details ?? {};
  return Object.entries(details)
    .filter(([key]) => key !== 'requestId')
    .map(([key, message]) => ({
      name: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: [message],
    }));
}

export function SingletonScreen({
  definition,
  endpoints,
}: {
  definition: SingletonDefinition;
  endpoints: ContentEndpoints;
}) {
  const api = singletonEndpoints(endpoints);
  const { notification } = App.useApp();
  const [form] = Form.useForm();
  const [language, setLanguage] = useState<Language>('en');
  const [historyOpen, setHistoryOpen] = useState(false);
  const query = api.useSingletonGetQuery(definition.path);
  const [save, { isLoading: saving }] = api.useSingletonSaveMutation();
  const [act, { isLoading: acting }] = api.useSingletonActionMutation();
  const mayPublish = useCan('contentPublish');
  const record = query.data;

  // The form starts from, and after each save or restore returns to, what the API keeps.
  useEffect(() => {
    if (record) form.setFieldsValue(record);
  }, [record, form]);

  if (query.isLoading) return <LoadingBlock text={t.loading} />;
  if (!record) {
    return (
      <Flex vertical align="start" gap="small">
        <Typography.Text type="danger">{errorText(query.error, t.loadError)}</Typography.Text>
        <Button onClick={() => query.refetch()}>{en.common.retry}</Button>
      </Flex>
    );
  }

  const onSave = async () => {
    // The fields on show are checked here; the API checks every one and answers under the field.
    try {
      await form.validateFields();
    } catch {
      return;
    }
    try {
      const { publishState: _state, updatedAt: _updated, ...body } = form.getFieldsValue(true) as SingletonRecord;
      const response = await save({ path: definition.path, body }).unwrap();
      notification.success({ title: response.message ?? TOASTS.requestFailure });
    } catch (failure) {
      form.setFields(fieldErrors(failure));
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
    }
  };

  const onPublish = async () => {
    try {
      const response = await act({ path: definition.path, action: 'publish' }).unwrap();
      notification.success({ title: response.message ?? en.publishing.done });
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
    }
  };

  const sections = definition.admin.sections.map((section) => ({
    key: section.title,
    label: section.title,
    children: section.fields.map((name) =>
      language === 'en' ? (
        <EnglishField key={name} name={[name]} field={definition.fields[name]} />
      ) : (
        <TranslatedField
          key={name}
          path={[name]}
          field={definition.fields[name]}
          language={language as TranslatedLanguage}
        />
      ),
    ),
  }));

  return (
    <section aria-labelledby="singleton-title">
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 16 }}>
        <Typography.Title id="singleton-title" level={2} style={{ margin: 0 }}>
          {definition.admin.title}
        </Typography.Title>
        <Space wrap>
          <PublishTag item={{ id: definition.name, publishState: record.publishState }} />
          {/* The public page with the saved working copy, in a new tab (/preview/<path>). */}
          <Button icon={<EyeOutlined />} href={`/${PREVIEW_SEGMENT}/${definition.path}`} target="_blank">
            {en.publishing.preview}
          </Button>
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
            {GOVERNANCE_TEXTS.history}
          </Button>
          {mayPublish && record.publishState !== 'published' ? (
            <Button onClick={onPublish} loading={acting}>
              {en.publishing.publish}
            </Button>
          ) : null}
          <Button type="primary" onClick={onSave} loading={saving}>
            {en.common.save}
          </Button>
        </Space>
      </Flex>
      <Form form={form} layout="vertical" aria-label={definition.admin.title}>
        <Form.Item label={t.language}>
          <Segmented<Language>
            value={language}
            onChange={setLanguage}
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          />
        </Form.Item>
        {language === 'en' ? null : (
          <Typography.Paragraph type="secondary">{t.translationHelp(LANGUAGE_LABELS[language])}</Typography.Paragraph>
        )}
        <Tabs items={sections} />
      </Form>
      <SingletonHistory
        definition={definition}
        endpoints={endpoints}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
      />
    </section>
  );
}

/** A changed value as the office reads it: texts as they are, lists and groups as their JSON. */
const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? GOVERNANCE_TEXTS.empty
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Each save with who and when and the parts it changed; an earlier one can be restored. */
function SingletonHistory({
  definition,
  endpoints,
  open,
  onClose,
}: {
  definition: SingletonDefinition;
  endpoints: ContentEndpoints;
  open: boolean;
  onClose: () => void;
}) {
  const api = singletonEndpoints(endpoints);
  const { notification } = App.useApp();
  const { data: revisions = [] } = api.useSingletonRevisionsQuery(definition.path, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  const [restore, { isLoading }] = api.useSingletonRestoreMutation();
  const mayRestore = useCan('revisionsRestore');
  const restoreTo = async (revision: Revision) => {
    try {
      const response = await restore({ path: definition.path, revisionId: revision.id }).unwrap();
      notification.success({ title: response.message ?? GOVERNANCE_TEXTS.revisionRestored });
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
    }
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={GOVERNANCE_TEXTS.historyTitle(definition.label)}
      size="large"
      destroyOnHidden
    >
      {revisions.length === 0 ? (
        <Empty description={GOVERNANCE_TEXTS.noRevisions} />
      ) : (
        <RevisionEntries
          revisions={revisions}
          mayRestore={mayRestore}
          restoring={isLoading}
          onRestore={restoreTo}
          changes={(revision) => <ChangesTable revision={revision} text={(change, side) => shown(change[side])} />}
        />
      )}
    </Drawer>
  );
}
