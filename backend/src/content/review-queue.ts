/**
 * GET /api/admin/review: the items in review of every content type and every singleton (the site
 * settings), oldest change first, for the back office's review queue (editors and administrators
 * publish or send them back from there), each with who submitted it and when.
 */
import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { adminRecordPath, adminScreenPath, labelOf } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import type { ReviewItem } from '@diet/contracts/publishing';
import { PageResult } from '../common/page-result';
import { Allow } from '../common/route-metadata';
import { DescribedBy } from '../docs/operation-docs';
import { CONTENT_SCHEMAS, SINGLETON_SCHEMAS } from './content-schemas';
import { assertMayPublish } from './content-publishing';
import { latestSingletonChange, latestSubmissions } from './review-submissions';
import { CurrentAdmin, type AdminPrincipal } from '../auth/admin-principal';

@Controller('api/admin/review')
export class ReviewQueueController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @Allow('contentPublish')
  @DescribedBy({
    operation: {
      operationId: 'listReviewQueue',
      summary: 'Review queue: every item in review, of every content type, oldest change first',
      description:
        "Editors and administrators (permission contentPublish); others: 403 'You do not have permission to perform this action.'",
      responses: { '200': { description: 'The items in review' } },
    },
  })
  async list(@CurrentAdmin() admin: AdminPrincipal): Promise<PageResult<ReviewItem>> {
    assertMayPublish(admin);
    const perType = await Promise.all(
      CONTENT_TYPES.map(async (definition) => {
        const rows = await this.db
          .getRepository(CONTENT_SCHEMAS.get(definition)!)
          .find({ where: { publishState: 'in_review' } });
        const submitted = await latestSubmissions(
          this.db.manager,
          definition,
          rows.map((row) => String(row.id)),
        );
        return rows.map((row): ReviewItem => ({
          type: definition.path,
          record: adminRecordPath(definition),
          screen: adminScreenPath(definition),
          typeLabel: definition.label.one,
          id: String(row.id),
          title: labelOf(definition, row),
          publishAt: row.publishAt ? new Date(row.publishAt as string).toISOString() : null,
          updatedAt: new Date(row.updatedAt as string).toISOString(),
          submittedBy: submitted.get(String(row.id))?.user ?? null,
          submittedAt: submitted.get(String(row.id))?.at.toISOString() ?? null,
        }));
      }),
    );
    const items = [...perType.flat(), ...(await this.singletonsInReview())].sort((a, b) =>
      a.updatedAt.localeCompare(b.updatedAt),
    );
    return new PageResult(items, { total: items.length, page: 1, pageSize: Math.max(items.length, 1) });
  }

  /** A singleton's working copy waiting in review, with who changed it last and when. */
  private async singletonsInReview(): Promise<ReviewItem[]> {
    const waiting = await Promise.all(
      [...SINGLETON_SCHEMAS].map(async ([definition, schema]) => {
        const row = await this.db.getRepository(schema).findOneBy({ publishState: 'in_review' });
        if (!row) return [];
        const submitted = await latestSingletonChange(this.db.manager, row.id);
        return [
          {
            type: definition.path,
            record: definition.path,
            screen: definition.path,
            typeLabel: definition.label,
            id: row.id,
            singleton: true,
            title: definition.admin.title,
            publishAt: null,
            updatedAt: new Date(row.updatedAt).toISOString(),
            submittedBy: submitted?.user ?? null,
            submittedAt: submitted?.at.toISOString() ?? null,
          } satisfies ReviewItem,
        ];
      }),
    );
    return waiting.flat();
  }
}
