/**
 * GET /api/admin/review: the items in review of every content type, oldest change first, for the
 * back office's review queue (editors and administrators publish or send them back from there).
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
import { CONTENT_SCHEMAS } from './content-schemas';
import { assertMayPublish } from './content-publishing';
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
      description: "Editors and administrators (permission contentPublish); others: 403 'You do not have permission to perform this action.'",
      responses: { '200': { description: 'The items in review' } },
    },
  })
  async list(@CurrentAdmin() admin: AdminPrincipal): Promise<PageResult<ReviewItem>> {
    assertMayPublish(admin);
    const perType = await Promise.all(
      CONTENT_TYPES.map(async (definition) => {
        const rows = await this.db.getRepository(CONTENT_SCHEMAS.get(definition)!).find({ where: { publishState: 'in_review' } });
        return rows.map(
          (row): ReviewItem => ({
            type: definition.path,
            record: adminRecordPath(definition),
            screen: adminScreenPath(definition),
            typeLabel: definition.label.one,
            id: String(row.id),
            title: labelOf(definition, row),
            publishAt: row.publishAt ? new Date(row.publishAt as string).toISOString() : null,
            updatedAt: new Date(row.updatedAt as string).toISOString(),
          }),
        );
      }),
    );
    const items = perType.flat().sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
    return new PageResult(items, { total: items.length, page: 1, pageSize: Math.max(items.length, 1) });
  }
}
