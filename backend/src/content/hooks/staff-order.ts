/**
 * The staff order (libs/contracts content-types/staff.ts): the public page and the office list
 * staff by `displayOrder`, set by the office. A new member goes last; an edit that does not send
 * the position keeps it. PUT /api/admin/staff/order { ids } puts the members named into the places
 * those members hold now, in the order given: the whole list, one page of it, or two neighbours
 * (how the office swaps across a page boundary), then numbers everyone 0, 1, 2, ...
 * The order is what visitors see on the published staff page: a publishing action (editors and
 * administrators), and each member whose place changes gets a revision, as an edit would.
 */
import { Body, Controller, Inject, Put } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { staff } from '@diet/contracts/content-types/staff';
import { VALIDATION } from '@diet/contracts/messages';
import { TOASTS } from '@diet/contracts/toasts';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { CurrentAdmin, type AdminPrincipal } from '../../auth/admin-principal';
import { ApiError } from '../../common/api-error';
import { WithMessage } from '../../common/page-result';
import { Allow } from '../../common/route-metadata';
import { CONTENT_SCHEMAS } from '../content-schemas';
import type { ContentHooks, WriteContext } from '../content-hooks';
import { contentServiceToken } from '../content-controllers';
import type { ContentRecord, ContentService } from '../content.service';

const MAX_IDS = 1000;
const IDS_INVALID = VALIDATION.invalidValue('Ids');

type Member = { id: string; displayOrder: number };

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The place of a member when the office does not send one: last on create, unchanged on edit. */
async function decide({ tx, schema, body, current }: WriteContext): Promise<Record<string, unknown>> {
  if (!isBlank(body.displayOrder)) return {};
  if (current) return { displayOrder: current.displayOrder };
  const row = await tx
    .getRepository(schema)
    .createQueryBuilder('c')
    .select('MAX(c.displayOrder)', 'max')
    .getRawOne<{ max: number | string | null }>();
  return { displayOrder: row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1 };
}

function checkedIds(ids: unknown): string[] {
  const valid =
    Array.isArray(ids) &&
    ids.length <= MAX_IDS &&
    ids.every((id) => typeof id === 'string' && isUUID(id)) &&
    new Set(ids).size === ids.length;
  if (!valid) throw ApiError.badRequest(IDS_INVALID, { ids: IDS_INVALID });
  return ids as string[];
}

@Allow('contentPublish')
@Controller(`api/admin/${staff.path}`)
export class StaffOrderController {
  constructor(
    private readonly db: DataSource,
    @Inject(ActivityService) private readonly activity: ActivityService,
    @Inject(contentServiceToken(staff)) private readonly content: ContentService,
  ) {}

  @Put('order')
  async reorder(
    @Body() body: { ids?: unknown },
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<WithMessage<Record<string, unknown>[]>> {
    const ids = checkedIds(body?.ids);
    const schema = CONTENT_SCHEMAS.get(staff)!;
    const ordered = (manager: EntityManager) => {
      const qb = manager.getRepository(schema).createQueryBuilder('c');
      for (const [column, direction] of staff.order) qb.addOrderBy(`c.${column}`, direction === 'asc' ? 'ASC' : 'DESC');
      return qb.addOrderBy('c.id', 'ASC');
    };
    await this.db.transaction(async (tx) => {
      const everyone = (await ordered(tx).select(['c.id', 'c.displayOrder']).getMany()) as Member[];
      const places = ids.map((id) => everyone.findIndex((m) => m.id === id));
      if (places.includes(-1)) throw ApiError.badRequest(IDS_INVALID, { ids: IDS_INVALID });
      const order = everyone.map((m) => m.id);
      [...places].sort((a, b) => a - b).forEach((place, i) => (order[place] = ids[i]));
      const before = new Map(everyone.map((m) => [m.id, Number(m.displayOrder)]));
      for (const [index, id] of order.entries()) {
        if (before.get(id) === index) continue;
        const previous = (await tx.getRepository(schema).findOneByOrFail({ id })) as ContentRecord;
        await tx.getRepository(schema).update({ id }, { displayOrder: index });
        await this.content.revisions.record(tx, previous, { ...previous, displayOrder: index }, 'updated', admin);
      }
      await this.activity.recordIn(tx, 'Updated', staff.activityName ?? staff.name, null, 'display order', admin);
    });
    return new WithMessage(await ordered(this.db.manager).getMany(), TOASTS.staffUpdated);
  }
}

export const staffOrder: ContentHooks = { decide, controllers: [StaffOrderController] };
