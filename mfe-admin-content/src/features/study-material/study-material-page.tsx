import { Tag } from 'antd';
import { studyMaterial as definition, type StudyMaterialRecord } from '@diet/contracts/content-types/study-material';
import { ContentCards } from '@diet/admin-ui/content-cards';
import { contentEndpoints } from '../../api/admin-content-api';
import { FileRecordCard } from '../../components/file-record-card';
import { en } from '../../i18n/en';

const t = en.materials;

/** Study Material Management: material cards with type badge and download, paged; upload/edit and delete from the definition. */
export function StudyMaterialPage() {
  return (
    <ContentCards<StudyMaterialRecord>
      definition={definition}
      endpoints={contentEndpoints}
      texts={t}
      card={(material, actions) => (
        <FileRecordCard
          testId="material-card"
          title={material.title}
          badge={<Tag color="blue">{material.type}</Tag>}
          details={`${material.subject} · ${material.course}`}
          dateLabel={t.uploadedOn}
          date={material.uploadDate}
          file={material.file}
          fileName={material.fileName}
          downloadLabel={t.download}
          itemLabel={material.title}
          onEdit={actions.edit}
          onDelete={actions.remove}
        />
      )}
    />
  );
}
