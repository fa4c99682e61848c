import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { COURSE_STATUSES } from '@diet/contracts/enums';
import type { DikshaCourse, TraineeRecord } from '@diet/contracts/entities';
import { COURSE_MIN_HOURS, MAX_LENGTH, PROGRESS_MAX, PROGRESS_MIN, TRAINEE_MIN_COURSES, TRAINEE_MIN_HOURS } from '@diet/contracts/limits';
import { ACCESS, VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, TOASTS, entityToast } from '@diet/contracts/toasts';
import { selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { errorStatus, serverFieldErrors } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import { certificatesText, parseCertificates } from './certificates';
import {
  useCreateCourseMutation,
  useCreateTraineeMutation,
  useUpdateCourseMutation,
  useUpdateTraineeMutation,
  type CourseInput,
  type TraineeInput,
} from './diksha-api';

const t = en.diksha;

/** What the one modal edits: a course or a trainee record, new (item null) or existing. */
export type DikshaEditing = { kind: 'course'; item: DikshaCourse | null } | { kind: 'trainee'; item: TraineeRecord | null };

const COURSE_FIELDS = ['title', 'description', 'duration', 'status'] as const;
const TRAINEE_FIELDS = ['teacherName', 'employeeId', 'totalHours', 'completedCourses', 'progress', 'certificates'] as const;

const requiredText = (message: string): Rule => ({ required: true, whitespace: true, message });
const maxRule = (label: string, max: number): Rule => ({ max, message: VALIDATION.tooLong(label, max) });

/** A whole number rule: required message when empty, then the minimum (and maximum) messages. */
function wholeNumber(o: { required: string; min: number; minMessage: string; max?: number; maxMessage?: string }): Rule[] {
  return [
    { required: true, message: o.required },
    {
      validator: (_rule, value: unknown) => {
        if (value === null || value === undefined || value === '') return Promise.resolve();
        const n = Number(value);
        if (!Number.isInteger(n)) return Promise.reject(new Error(VALIDATION.mustBeWholeNumber));
        if (n < o.min) return Promise.reject(new Error(o.minMessage));
        if (o.max !== undefined && n > o.max) return Promise.reject(new Error(o.maxMessage));
        return Promise.resolve();
      },
    },
  ];
}

function titleOf(editing: DikshaEditing): string {
  if (editing.kind === 'course') return editing.item ? t.modal.editCourse : t.modal.addCourse;
  return editing.item ? t.modal.updateTrainee : t.modal.addTrainee;
}

type Values = Record<string, string | number | null | undefined>;

/**
 * The one modal of the Diksha Lab screen, for both kinds (issue 5 item 3). Success closes and
 * empties it (the lists reload through the api tags); a failure keeps it open, with the API's
 * per-field messages under their fields.
 */
export function DikshaFormModal({ editing, onClose }: { editing: DikshaEditing | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { notification } = App.useApp();
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const [createCourse, createCourseState] = useCreateCourseMutation();
  const [updateCourse, updateCourseState] = useUpdateCourseMutation();
  const [createTrainee, createTraineeState] = useCreateTraineeMutation();
  const [updateTrainee, updateTraineeState] = useUpdateTraineeMutation();
  const busy = createCourseState.isLoading || updateCourseState.isLoading || createTraineeState.isLoading || updateTraineeState.isLoading;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing.kind === 'course' && editing.item) {
      const { title, description, duration, status } = editing.item;
      form.setFieldsValue({ title, description, duration, status });
    }
    if (editing.kind === 'trainee' && editing.item) {
      const { teacherName, employeeId, totalHours, completedCourses, progress, certificates } = editing.item;
      form.setFieldsValue({ teacherName, employeeId, totalHours, completedCourses, progress, certificates: certificatesText(certificates) });
    }
  }, [editing, form]);

  async function saveCourse(values: Values, item: DikshaCourse | null) {
    const body: CourseInput = {
      title: String(values.title ?? '').trim(),
      description: String(values.description ?? '').trim(),
      duration: Number(values.duration),
      status: values.status as CourseInput['status'],
    };
    try {
      if (item) await updateCourse({ id: item.id, body }).unwrap();
      else await createCourse(body).unwrap();
      notification.success({ title: item ? entityToast.updated(ENTITY_LABELS.course) : entityToast.added(ENTITY_LABELS.course) });
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields(serverFieldErrors(error, COURSE_FIELDS) as never);
      notification.error({ title: TOASTS.courseSaveFailure });
    }
  }

  async function saveTrainee(values: Values, item: TraineeRecord | null) {
    // SPEC.md section 8: without a session the record is not sent at all.
    if (!token) {
      notification.error({ title: ACCESS.mustBeLoggedInTrainee });
      return;
    }
    const body: TraineeInput = {
      teacherName: String(values.teacherName ?? '').trim(),
      employeeId: String(values.employeeId ?? '').trim(),
      totalHours: Number(values.totalHours),
      completedCourses: Number(values.completedCourses),
      progress: Number(values.progress),
      certificates: parseCertificates(values.certificates as string | undefined),
    };
    try {
      if (item) await updateTrainee({ id: item.id, body }).unwrap();
      else await createTrainee(body).unwrap();
      notification.success({ title: item ? entityToast.updated(ENTITY_LABELS.trainee) : entityToast.added(ENTITY_LABELS.trainee) });
      form.resetFields();
      onClose();
    } catch (error) {
      const status = errorStatus(error);
      if (status === 401) {
        notification.error({ title: ACCESS.mustBeLoggedInTrainee });
        return;
      }
      const fields = serverFieldErrors(error, TRAINEE_FIELDS);
      // A duplicate employee ID (409) belongs under that field, in the contracts' words.
      if (status === 409 && fields.length === 0) fields.push({ name: 'employeeId', errors: [VALIDATION.employeeIdTaken] });
      form.setFields(fields as never);
      notification.error({ title: TOASTS.traineeSaveFailure });
    }
  }

  function submit(values: Values) {
    if (!editing) return;
    if (editing.kind === 'course') void saveCourse(values, editing.item);
    else void saveTrainee(values, editing.item);
  }

  const course = editing?.kind !== 'trainee';
  const f = t.courseFields;
  const g = t.traineeFields;

  return (
    <Modal
      open={editing !== null}
      title={editing ? titleOf(editing) : ''}
      okText={course ? t.modal.saveCourse : t.modal.saveTrainee}
      cancelText={t.cancel}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="diksha-form" onFinish={submit}>
        {course ? (
          <>
            <Form.Item name="title" label={f.title} rules={[requiredText(VALIDATION.titleRequired), maxRule(f.title, MAX_LENGTH.title)]}>
              <Input />
            </Form.Item>
            <Form.Item name="description" label={f.description} rules={[requiredText(VALIDATION.descriptionRequired), maxRule(f.description, MAX_LENGTH.description)]}>
              <Input.TextArea rows={3} />
            </Form.Item>
            <Form.Item
              name="duration"
              label={f.duration}
              rules={wholeNumber({ required: VALIDATION.durationRequired, min: COURSE_MIN_HOURS, minMessage: VALIDATION.durationMin })}
            >
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="status" label={f.status} rules={[{ required: true, message: VALIDATION.statusRequired }]}>
              <Select options={COURSE_STATUSES.map((s) => ({ value: s, label: s }))} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="teacherName" label={g.teacherName} rules={[requiredText(VALIDATION.nameRequired), maxRule(g.teacherName, MAX_LENGTH.name)]}>
              <Input />
            </Form.Item>
            <Form.Item name="employeeId" label={g.employeeId} rules={[requiredText(VALIDATION.employeeIdRequired), maxRule(g.employeeId, 60)]}>
              <Input />
            </Form.Item>
            <Form.Item
              name="totalHours"
              label={g.totalHours}
              rules={wholeNumber({ required: VALIDATION.totalHoursRequired, min: TRAINEE_MIN_HOURS, minMessage: VALIDATION.hoursNegative })}
            >
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="completedCourses"
              label={g.completedCourses}
              rules={wholeNumber({ required: VALIDATION.completedCoursesRequired, min: TRAINEE_MIN_COURSES, minMessage: VALIDATION.coursesNegative })}
            >
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="progress"
              label={g.progress}
              rules={wholeNumber({
                required: VALIDATION.progressRequired,
                min: PROGRESS_MIN,
                minMessage: VALIDATION.progressNegative,
                max: PROGRESS_MAX,
                maxMessage: VALIDATION.progressMax,
              })}
            >
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="certificates"
              label={g.certificates}
              rules={[
                {
                  validator: (_rule, value: string | undefined) =>
                    parseCertificates(value).length > 0 ? Promise.resolve() : Promise.reject(new Error(VALIDATION.certificatesRequired)),
                },
                maxRule(g.certificates, MAX_LENGTH.certificates),
              ]}
            >
              <Input />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
