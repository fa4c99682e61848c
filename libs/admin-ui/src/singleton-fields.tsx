/**
 * A singleton's fields in the back office's form, from its definition: a leaf is the list types'
 * own input with the same rule (content-fields.tsx); a group is a titled box; a list repeats its
 * entry with Add and Remove. In Punjabi or Hindi the form shows the translatable texts only, each
 * under the English one it translates, at the same place of each list.
 */
import { Button, Card, Flex, Form, Typography } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { Field } from '@diet/contracts/content-type';
import { LANGUAGE_NAMES_IN_ENGLISH } from '@diet/contracts/content-translations';
import type { TranslatedLanguage } from '@diet/contracts/languages';
import { emptyOf, isTranslatable, type DocField } from '@diet/contracts/singleton-type';
import { fieldInput, fieldRule } from './content-fields';
import { en } from './i18n/en';

const t = en.singleton;
type Path = (string | number)[];

/** A field in English: `name` relative to the list it is in (antd's Form.List), as the form keeps it. */
export function EnglishField({ name, field }: { name: Path; field: DocField }) {
  if (field.kind === 'group') {
    return (
      <Card size="small" title={field.label} style={{ marginBottom: 16 }}>
        {Object.entries(field.fields).map(([key, f]) => (
          <EnglishField key={key} name={[...name, key]} field={f} />
        ))}
      </Card>
    );
  }
  if (field.kind === 'list') {
    const entry = field.of;
    return (
      <Form.Item label={field.label}>
        <Form.List name={name}>
          {(items, { add, remove }) => (
            <Flex vertical gap="small">
              {items.map((item) => (
                <Flex key={item.key} gap="small" align="start">
                  <div style={{ flex: 1 }}>
                    <EnglishField name={[item.name]} field={{ ...entry, label: `${entry.label} ${item.name + 1}` }} />
                  </div>
                  <Button onClick={() => remove(item.name)} aria-label={`${t.remove(entry.label)} (${item.name + 1})`}>
                    ×
                  </Button>
                </Flex>
              ))}
              {items.length < field.max ? (
                <Button type="dashed" onClick={() => add(emptyOf(entry))}>
                  {t.add(entry.label)}
                </Button>
              ) : null}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
    );
  }
  return (
    <Form.Item name={name} label={field.formLabel ?? field.label} rules={[fieldRule(field as Field, false)]}>
      {fieldInput(String(name[name.length - 1]), field as Field)}
    </Form.Item>
  );
}

/**
 * A field's translation in `language`: `path` is the English value's place from the form's root,
 * the translation's is the same under ['translations', language]. Lists follow the English entries.
 */
export function TranslatedField({
  path,
  field,
  language,
}: {
  path: Path;
  field: DocField;
  language: TranslatedLanguage;
}) {
  // The English fields are not shown meanwhile: their values are read from the form's store.
  const english: unknown = Form.useWatch(path as NamePath, { preserve: true });
  if (!isTranslatable(field)) return null;
  if (field.kind === 'group') {
    return (
      <Card size="small" title={field.label} style={{ marginBottom: 16 }}>
        {Object.entries(field.fields).map(([key, f]) => (
          <TranslatedField key={key} path={[...path, key]} field={f} language={language} />
        ))}
      </Card>
    );
  }
  if (field.kind === 'list') {
    const entries = Array.isArray(english) ? english : [];
    return (
      <Form.Item label={field.label}>
        {entries.map((_, i) => (
          <TranslatedField
            key={i}
            path={[...path, i]}
            field={{ ...field.of, label: `${field.of.label} ${i + 1}` }}
            language={language}
          />
        ))}
      </Form.Item>
    );
  }
  const label = `${field.label} (${LANGUAGE_NAMES_IN_ENGLISH[language]})`;
  // The translation has the English text's limit but is never required: an empty one shows the English.
  const rule = fieldRule({ ...(field as Field), label, required: undefined } as Field, false);
  return (
    <Form.Item
      name={['translations', language, ...path]}
      label={label}
      rules={[rule]}
      extra={
        typeof english === 'string' && english ? (
          <Typography.Text type="secondary">{`${t.englishIs} ${english}`}</Typography.Text>
        ) : undefined
      }
    >
      {fieldInput(String(path[path.length - 1]), field as Field)}
    </Form.Item>
  );
}
