import { Tag } from 'antd';
import { results as definition, type ResultRecord } from '@diet/contracts/content-types/results';
import { ContentCards } from '@diet/admin-ui/content-cards';
import { contentEndpoints } from '../../api/admin-content-api';
import { FileRecordCard } from '../../components/file-record-card';
import { en } from '../../i18n/en';

const t = en.results;

/**
 * Results Management: result cards (always 'Published') with their download, paged on the server;
 * the publish/edit form, its rules and the delete come from the results' content type definition.
 */
export function ResultsPage() {
  return (
    <ContentCards<ResultRecord>
      definition={definition}
      endpoints={contentEndpoints}
      texts={t}
      card={(result, actions) => (
        <FileRecordCard
          testId="result-card"
          title={result.course}
          badge={<Tag color="green">{t.published}</Tag>}
          details={`${result.semester} · ${result.year}`}
          dateLabel={t.publishedOn}
          date={result.publishDate}
          file={result.file}
          fileName={result.fileName}
          downloadLabel={t.download}
          itemLabel={`${result.course} ${result.semester} ${result.year}`}
          onEdit={actions.edit}
          onDelete={actions.remove}
        />
      )}
    />
  );
}
